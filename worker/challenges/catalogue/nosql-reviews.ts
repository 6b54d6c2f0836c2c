import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 43,
  key: "noSqlReviewsChallenge",
  name: "NoSQL Manipulation",
  category: "Injection",
  difficulty: 4,
  tags: [],
  description: "Rewrite several product reviews at once with a single edit.",
  hints: [
    "Editing a review sends its id to the server, which looks the review up by that id.",
    "The id does not have to be a string. Query operators are objects too.",
  ],
  mitigationUrl: `${cheatSheets}/Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Argentina", code: "AR" },
});
