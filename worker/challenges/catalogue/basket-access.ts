import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 48,
  key: "basketAccessChallenge",
  name: "View Basket",
  category: "Broken Access Control",
  difficulty: 2,
  tags: ["Tutorial", "Good for Demos"],
  description: "Look into another customer's shopping basket while you are logged in as yourself.",
  hints: [
    "Watch which request the basket page makes, and what in it says whose basket it is.",
    "The page remembers your basket's number in the browser. The server believes any number.",
  ],
  mitigationUrl: `${cheatSheets}/Insecure_Direct_Object_Reference_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Thailand", code: "TH" },
});
