import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 76,
  key: "zeroStarsChallenge",
  name: "Zero Stars",
  category: "Improper Input Validation",
  difficulty: 1,
  tags: [],
  description: "Leave the shop a truly devastating review: feedback with zero stars.",
  hints: [
    "The rating slider on the contact page stops at one star. Does the server?",
    "Send the feedback yourself, with the rating you really mean.",
  ],
  mitigationUrl: `${cheatSheets}/Input_Validation_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Somalia", code: "SO" },
});
