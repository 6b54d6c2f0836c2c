import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 67,
  key: "uploadSizeChallenge",
  name: "Upload Size",
  category: "Improper Input Validation",
  difficulty: 3,
  tags: [],
  description: "Attach a file of more than 100 kB to a complaint, although the complaint form refuses anything that big.",
  hints: [
    "The complaint form checks the file's size before sending it. Who checks it after that?",
    "Send the upload yourself, without the form, with the same bearer token the shop's pages use.",
  ],
  mitigationUrl: `${cheatSheets}/File_Upload_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Papua New Guinea", code: "PG" },
});
