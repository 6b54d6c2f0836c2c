import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 99,
  key: "dataExportChallenge",
  name: "GDPR Data Theft",
  category: "Sensitive Data Exposure",
  difficulty: 4,
  tags: [],
  description: "Get someone else's orders into the data export of an account of your own.",
  hints: [
    "Order records keep a disguised copy of the orderer's email. How is it disguised, and how many emails share a disguise?",
    "The export finds your orders by that disguised email.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Romania", code: "RO" },
});
