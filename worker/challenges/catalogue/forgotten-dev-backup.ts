import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 54,
  key: "forgottenDevBackupChallenge",
  name: "Forgotten Developer Backup",
  category: "Sensitive Data Exposure",
  difficulty: 4,
  tags: ["Contraption", "Good for Demos", "Prerequisite"],
  description: "Download a backup a developer forgot on the file server.",
  hints: [
    "The file server hands out documents only, by the end of their name.",
    "What if the name ended twice, and only the first ending counted when the file is read?",
  ],
  mitigationUrl: `${cheatSheets}/File_Upload_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Iran", code: "IR" },
});
