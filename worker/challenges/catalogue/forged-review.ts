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
  ctfCountry: { name: "Greenland", code: "GL" },
  coding: {
    hints: [
      "Two handlers write reviews. In each of them, who decides whose name the review carries?",
      "Both handlers know the signed-in user. Does either of them use it when it writes?",
    ],
    fixes: [
      {
        edits: [{ from: "message, author, likesCount: 0", to: "message, author: user.email, likesCount: 0" }],
        explanation:
          "New reviews now carry their true author, but an edit still finds a review by its id alone: anyone can rewrite somebody else's review, which then shows that person's name above the new words.",
        correct: false,
      },
      {
        edits: [{ from: "update({ _id: id }", to: "update({ _id: id, author: user.email }" }],
        explanation:
          "Edits are now limited to one's own reviews, but a new review still carries whatever author the request names: posting in somebody else's name is as easy as before.",
        correct: false,
      },
      {
        edits: [{ from: "author: z.string().min(1).max(254)", to: "author: z.string().email().max(254)" }],
        explanation:
          "Another customer's address is a well-formed email too. The check is about what the author looks like, not about who is asking, and editing checks no owner at all.",
        correct: false,
      },
      {
        edits: [
          { from: "message, author, likesCount: 0", to: "message, author: user.email, likesCount: 0" },
          { from: "update({ _id: id }", to: "update({ _id: id, author: user.email }" },
        ],
        explanation:
          "Both writes take the author from the session now, never from the request: a new review carries the signed-in user's address, and an edit only finds reviews that user wrote, whatever the id matches.",
        correct: true,
      },
    ],
  },
});
