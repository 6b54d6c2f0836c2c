import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 45,
  key: "forgedReviewChallenge",
  name: "Forged Review",
  category: "Broken Access Control",
  difficulty: 3,
  tags: [],
  description: "Put words in another customer's mouth: post a review in their name, or edit one of theirs.",
  hints: [
    "Look closely at what the product dialog sends when you post a review.",
    "The server believes whatever author the request names, and editing checks no owner at all.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Nepal", code: "NP" },
});
