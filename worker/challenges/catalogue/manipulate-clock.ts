import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 96,
  key: "manipulateClockChallenge",
  name: "Expired Coupon",
  category: "Improper Input Validation",
  difficulty: 4,
  tags: [],
  description: "Check out with a discount from one of the shop's long-expired campaign codes.",
  hints: [
    "Campaign codes are checked in your browser, against your browser's idea of today.",
    "What the payment page sends to the checkout says which day the campaign ran. Who checks that the day is today?",
  ],
  mitigationUrl: `${cheatSheets}/Business_Logic_Security_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Venezuela", code: "VE" },
});
