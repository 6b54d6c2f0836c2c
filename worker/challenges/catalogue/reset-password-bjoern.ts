import { cheatSheets, defineChallenge } from "../types";
import { mailedResetToken } from "./reset-password-jim";

export default defineChallenge({
  id: 22,
  key: "resetPasswordBjoernChallenge",
  name: "Reset Hektor's Password",
  category: "Broken Authentication",
  difficulty: 5,
  tags: ["OSINT"],
  description: "Reset the password of Hektor Pressmann's shop account through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "The founder's past is part of the shop's own paperwork.",
    "Read the shop's legal documents as a biography.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Germany", code: "DE" },
  coding: {
    hints: [
      "Find the one check between knowing Hektor's email address and setting his new password.",
      "A postal code is printed on letters, forms and terms of use. Which line trusts it as a secret?",
    ],
    fixes: [
      {
        edits: [
          {
            from: 'const { email, answer, new: password, repeat } = c.req.valid("json");',
            to: 'const { email, answer, new: password, repeat } = c.req.valid("json");\n  if ((await wrongAnswersFor(ctx, email)) >= 3) throw new HTTPException(429, { message: "Too many wrong answers for this account." });',
          },
        ],
        explanation:
          "Three tries make guessing among all five-digit postal codes hopeless, so a lockout sounds right. But nobody has to guess Hektor's: the shop's terms of use print it, and reading takes one try. The lockout only lets strangers lock Hektor out.",
        correct: false,
      },
      {
        edits: [{ from: "if (!(await withinResetLimit(ctx, c))) {", to: "if (!(await withinResetLimit(ctx, c)) || !(await captchaSolved(c))) {" }],
        explanation:
          "A CAPTCHA stops scripts, not people. This attack is a person who read the terms of use, solves the puzzle and types the postal code once.",
        correct: false,
      },
      {
        edits: mailedResetToken,
        explanation:
          "The reset now asks for something only Hektor has, a random token mailed to his address that works once and expires, instead of something anyone can read in the shop's own paperwork.",
        correct: true,
      },
    ],
  },
});
