import { cheatSheets, defineChallenge } from "../types";
import { mailedResetToken } from "./reset-password-jim";

export default defineChallenge({
  id: 25,
  key: "resetPasswordUvoginChallenge",
  name: "Reset Oleander's Password",
  category: "Sensitive Data Exposure",
  difficulty: 4,
  tags: ["OSINT"],
  description: "Reset Oleander Vasko's password through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "Oleander cannot stop quoting his favourite film.",
    "Listen for a film title in what he writes.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Poland", code: "PL" },
  coding: {
    hints: [
      "Which line accepts the answer as proof that Oleander himself is asking?",
      "Anyone who has read his reviews knows his favourite film. What else does the reset ask for?",
    ],
    fixes: [
      {
        edits: [{ from: 'message: "Wrong answer to security question."', to: 'message: "Email or answer not recognised."' }],
        explanation:
          "Not saying which part was wrong is good manners against guessing, but there is nothing to guess: Oleander's address is next to each of his reviews, and his answer is the film he says he watches every Saturday. The attacker knows both before the first try.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const { email, answer, new: password, repeat } = c.req.valid("json");',
            to: 'const { email, answer, new: password, repeat } = c.req.valid("json");\n  if (answer.length < 8) throw new HTTPException(400, { message: "An answer has at least 8 characters." });',
          },
        ],
        explanation:
          "A long answer is not a secret one. The film's title passes any length rule, and its length was never the problem: Oleander wrote it into a review for everyone to read.",
        correct: false,
      },
      {
        edits: mailedResetToken,
        explanation:
          "The answer stops being the key: a random token, mailed to Oleander's address and good for one use within its hour, is what sets a new password. What he shares about his taste in films no longer matters to his account.",
        correct: true,
      },
    ],
  },
});
