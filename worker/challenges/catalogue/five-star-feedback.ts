import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 79,
  key: "feedbackChallenge",
  name: "Five-Star Feedback",
  category: "Broken Access Control",
  difficulty: 2,
  tags: [],
  description: "Get rid of all five-star customer feedback.",
  hints: [
    "The administration page can delete feedback. Can anyone else?",
    "Deleting needs a logged-in user, but which one?",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Chad", code: "TD" },
});
