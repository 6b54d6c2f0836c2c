import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 98,
  key: "freeDeluxeChallenge",
  name: "Deluxe Fraud",
  category: "Improper Input Validation",
  difficulty: 3,
  tags: [],
  description: "Become a deluxe member without paying for it.",
  hints: [
    "Watch what the payment page sends when you buy the membership with your wallet or a card.",
    "Wallet and card are the two ways to pay. What happens when the request names neither?",
  ],
  mitigationUrl: `${cheatSheets}/Business_Logic_Security_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Costa Rica", code: "CR" },
});
