import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 105,
  key: "rceChallenge",
  name: "Blocked RCE DoS",
  category: "Insecure Deserialization",
  difficulty: 5,
  tags: ["Danger Zone"],
  description:
    "Make the wholesale order interface run code that would never finish, and watch the shop's safety net cut it off. (Do not try this on a shop you do not own.)",
  hints: [
    "Wholesale partners order through an API of their own; its description lives where API descriptions usually do.",
    "The order lines arrive as text, and the server reads that text by running it.",
    "The server stops code that would never end. Being stopped is exactly what this challenge wants.",
  ],
  mitigationUrl: `${cheatSheets}/Deserialization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Belgium", code: "BE" },
});
