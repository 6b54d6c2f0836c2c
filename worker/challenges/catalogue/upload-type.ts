import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 68,
  key: "uploadTypeChallenge",
  name: "Upload Type",
  category: "Improper Input Validation",
  difficulty: 3,
  tags: [],
  description: "Attach a file to a complaint that is none of the kinds the complaint form accepts (PDF, XML, ZIP or YAML).",
  hints: [
    "The list of accepted file types lives in the complaint form. Does the server keep one too?",
    "Only the file's name tells the server what kind of file it got.",
  ],
  mitigationUrl: `${cheatSheets}/File_Upload_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Paraguay", code: "PY" },
});
