import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 58,
  key: "easterEggLevelTwoChallenge",
  name: "Nested Easter Egg",
  category: "Cryptographic Issues",
  difficulty: 4,
  tags: ["Shenanigans", "Good for Demos"],
  description: "Follow the path hidden inside the Easter egg.",
  hints: [
    "The egg tells you how its secret was hidden: undo it step by step.",
    "Two transformations, one of them a classic letter rotation.",
  ],
  mitigationUrl: `${cheatSheets}/Cryptographic_Storage_Cheat_Sheet.html`,
  tutorialOrder: null,
  noVulnerableCode: "The path is hidden in a file with two weak, reversible encodings, not in code.",
  ctfCountry: { name: "Madagascar", code: "MG" },
});
