import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 75,
  key: "forgedFeedbackChallenge",
  name: "Forged Feedback",
  category: "Broken Access Control",
  difficulty: 3,
  tags: ["Tutorial"],
  description: "Post some feedback in another customer's name.",
  hints: [
    "The contact form sends more than the comment, the rating and the captcha.",
    "Whose feedback it is comes from the request body, and the server believes it.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Svalbard and Jan Mayen", code: "SJ" },
});
