import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 61,
  key: "extraLanguageChallenge",
  name: "Extra Language",
  category: "Broken Anti Automation",
  difficulty: 5,
  tags: ["Brute Force"],
  description: "Load the translation file of a language the shop does not offer in its menu.",
  hints: [
    "The shop's translations are files with a pattern to their names.",
    "Someone translated the shop into a language nobody on Earth speaks natively.",
  ],
  mitigationUrl: `${cheatSheets}/Attack_Surface_Analysis_Cheat_Sheet.html`,
  tutorialOrder: null,
  noVulnerableCode: "The translation is a file anyone can fetch by guessing its name.",
  ctfCountry: { name: "Myanmar", code: "MM" },
});
