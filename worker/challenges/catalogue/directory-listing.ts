import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 53,
  key: "directoryListingChallenge",
  name: "Confidential Document",
  category: "Sensitive Data Exposure",
  difficulty: 1,
  tags: ["Good for Demos"],
  description: "Get your hands on a confidential document of the board.",
  hints: [
    "The about page links a document on the shop's file server. What else is in that folder?",
    "Search engines are told not to look in some folders. You can read what they are told.",
  ],
  mitigationUrl: `${cheatSheets}/Secure_Cloud_Architecture_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Latvia", code: "LV" },
});
