import { cheatSheets, defineChallenge } from "../types";
import { mailedResetToken } from "./reset-password-jim";

export default defineChallenge({
  id: 21,
  key: "resetPasswordBenderChallenge",
  name: "Reset Gus's Password",
  category: "Broken Authentication",
  difficulty: 4,
  tags: ["OSINT"],
  description: "Reset Gus Grindle's password through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "Gus is proud of where he comes from, and says so where everybody can read it.",
    "His security question asks about his first wage.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Argentina", code: "AR" },
  coding: {
    hints: [
      "Follow the answer from the request. What is it compared with, and what happens when it matches?",
      "Gus's answer is a fact of his life. Which line takes knowing that fact as proof that Gus is asking?",
    ],
    fixes: [
      {
        edits: [{ from: "row.answer !== (await hashSecurityAnswer(answer))", to: "!(await verifyPbkdf2(answer, row.answer))" }],
        explanation:
          "A slow, salted hash protects the answers if the table ever leaks. At the front door it changes nothing: the attacker sends the true answer, read from Gus's review about his first paid job, and the slow hash agrees with it as readily as the fast one did.",
        correct: false,
      },
      {
        edits: [
          {
            from: ".where(eq(users.id, row.id));",
            to: '.where(eq(users.id, row.id));\n  await sendMail(row.email, "Your password was just changed. Not you? Tell us at once.");',
          },
        ],
        explanation:
          "Telling Gus afterwards stops nothing: the mail arrives when the attacker is already signed in with the new password, and Gus is the one locked out of his own account.",
        correct: false,
      },
      {
        edits: mailedResetToken,
        explanation:
          "Only a random, single-use token mailed to Gus's own address can set a new password now, so proof of identity means access to his mailbox. Everything he has told the world about his first job is worth nothing to an attacker.",
        correct: true,
      },
    ],
  },
});
