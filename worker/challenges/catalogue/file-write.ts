import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 73,
  key: "fileWriteChallenge",
  name: "Arbitrary File Write",
  category: "Vulnerable Components",
  difficulty: 6,
  tags: ["Danger Zone", "Prerequisite"],
  description: "Overwrite the shop's terms of use, <code>legal.md</code>, with text of your own.",
  hints: [
    "The complaint upload unpacks ZIP archives next to the other complaint attachments.",
    "A name inside an archive is just text, and text can contain <code>../</code>.",
  ],
  mitigationUrl: `${cheatSheets}/File_Upload_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Saudi Arabia", code: "SA" },
});
