import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 32,
  key: "adminSectionChallenge",
  name: "Admin Section",
  category: "Broken Access Control",
  difficulty: 2,
  tags: ["Good for Demos"],
  description: "Open the shop's administration page.",
  hints: [
    "No menu links to it, but the shop's code knows where it is.",
    "It lets in only one kind of user.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Spain", code: "ES" },
});
