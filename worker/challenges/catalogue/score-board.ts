import { defineChallenge } from "../types";

export default defineChallenge({
  id: 1,
  key: "scoreBoardChallenge",
  name: "Score Board",
  category: "Miscellaneous",
  difficulty: 1,
  tags: ["Tutorial", "Code Analysis"],
  description: "Track down the shop's hidden score board. No menu links to it, but the shop's own code knows the way.",
  hints: [
    "The shop's JavaScript bundles list every client route, linked or not.",
    "Guessing works too: what would you call a page that keeps the score?",
  ],
  mitigationUrl: null,
  tutorialOrder: 1,
  ctfCountry: { name: "Portugal", code: "PT" },
});
