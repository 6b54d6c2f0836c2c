import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 44,
  key: "noSqlOrdersChallenge",
  name: "NoSQL Exfiltration",
  category: "Injection",
  difficulty: 5,
  tags: ["Danger Zone"],
  description: "Track every order the shop has ever shipped with a single tracking request.",
  hints: [
    "The order tracking lookup compares the order id inside a piece of JavaScript.",
    "Your id sits between quotes in that code. What if the comparison always came out true?",
  ],
  mitigationUrl: `${cheatSheets}/Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Ethiopia", code: "ET" },
});
