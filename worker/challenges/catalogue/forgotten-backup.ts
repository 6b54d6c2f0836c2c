import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 55,
  key: "forgottenBackupChallenge",
  name: "Forgotten Sales Backup",
  category: "Sensitive Data Exposure",
  difficulty: 4,
  tags: ["Contraption"],
  description: "Download the backup of an old coupon list that the sales team forgot on the file server.",
  hints: [
    "It ends like a document, almost.",
    "The trick that works for one backup works for the other.",
  ],
  mitigationUrl: `${cheatSheets}/File_Upload_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Kyrgyzstan", code: "KG" },
});
