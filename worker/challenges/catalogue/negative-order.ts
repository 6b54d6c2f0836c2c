import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 94,
  key: "negativeOrderChallenge",
  name: "Payback Time",
  category: "Improper Input Validation",
  difficulty: 3,
  tags: [],
  description: "Place an order that leaves the shop owing <em>you</em> money.",
  hints: [
    "The basket refuses more than the stock. Does it refuse less than nothing?",
    "Change a basket item's quantity through the API instead of the basket page, then check out.",
  ],
  mitigationUrl: `${cheatSheets}/Input_Validation_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Australia", code: "AU" },
});
