import { cheatSheets, defineChallenge } from "../types";
import { mailedResetToken } from "./reset-password-jim";

export default defineChallenge({
  id: 23,
  key: "resetPasswordBjoernOwaspChallenge",
  name: "Hektor's First Concert",
  category: "Broken Authentication",
  difficulty: 3,
  tags: ["OSINT"],
  description: "Reset the password of the Pressmann Foundation's account through the Forgot Password page, with the true answer to its security question.",
  hints: [
    "The foundation's account belongs to the same man as the shop.",
    "Somewhere in the shop he looks back fondly on a night of loud music.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Angola", code: "AO" },
  coding: {
    hints: [
      "Which single condition stands between a stranger and the foundation's account?",
      "The answer is in a newsletter. Where does the code accept it as proof of who is asking?",
    ],
    fixes: [
      {
        edits: [
          {
            from: "if (!row || row.answer !== (await hashSecurityAnswer(answer))) {",
            to: "await new Promise((resolve) => setTimeout(resolve, 2_000));\n  if (!row || row.answer !== (await hashSecurityAnswer(answer))) {",
          },
        ],
        explanation:
          "Two seconds per answer make guessing slow, but nobody guesses here: the band of Hektor's first concert is named in the foundation's newsletter on the shop's own file server. Waiting two seconds once costs the attacker nothing.",
        correct: false,
      },
      {
        edits: [
          {
            from: ".where(and(eq(users.email, email), isNull(users.deletedAt)));",
            to: '.where(and(eq(users.email, email), eq(users.username, c.req.valid("json").username), isNull(users.deletedAt)));',
          },
        ],
        explanation:
          "A username is no secret: any signed-in customer gets every account's username from /api/Users. One more public fact in front of a public answer still opens the account.",
        correct: false,
      },
      {
        edits: mailedResetToken,
        explanation:
          "With a single-use token mailed to the foundation's own address as the only way to a new password, the newsletter's story is just a story: proof of identity is access to the account's mailbox.",
        correct: true,
      },
    ],
  },
});
