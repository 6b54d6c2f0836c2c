import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 60,
  key: "retrieveBlueprintChallenge",
  name: "Retrieve Blueprint",
  category: "Sensitive Data Exposure",
  difficulty: 5,
  tags: [],
  description: "Download the 3D blueprint of the shop's best-selling machine. It was never meant to be online.",
  hints: [
    "Product pictures sometimes remember how they were made.",
    "Look at the picture of the press closely: what program drew it, and from which file?",
  ],
  mitigationUrl: `${cheatSheets}/Secure_Cloud_Architecture_Cheat_Sheet.html`,
  tutorialOrder: null,
  noVulnerableCode: "The blueprint is a file left where anyone can fetch it, named in a picture's metadata.",
  ctfCountry: { name: "Czechia", code: "CZ" },
});
