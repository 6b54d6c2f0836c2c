import { cheatSheets, defineChallenge, type SnippetEdit } from "../types";

/**
 * The reset with a mailed, single-use token as its proof instead of the security answer (the fix
 * of every reset challenge whose answer can be looked up).
 */
export const mailedResetToken: readonly SnippetEdit[] = [
  {
    from: 'const { email, answer, new: password, repeat } = c.req.valid("json");',
    to: 'const { token, new: password, repeat } = c.req.valid("json");',
  },
  {
    from: [
      "  .select({ id: users.id, email: users.email, answer: securityAnswers.answer })",
      "    .from(users)",
      "    .innerJoin(securityAnswers, eq(securityAnswers.UserId, users.id))",
      "    .where(and(eq(users.email, email), isNull(users.deletedAt)));",
      "  if (!row || row.answer !== (await hashSecurityAnswer(answer))) {",
      '    throw new HTTPException(401, { message: "Wrong answer to security question." });',
      "  }",
    ].join("\n"),
    to: [
      "  .select({ id: users.id, email: users.email })",
      "    .from(resetTokens)",
      "    .innerJoin(users, eq(users.id, resetTokens.UserId))",
      "    .where(and(eq(resetTokens.hash, await sha256(token)), gt(resetTokens.expiresAt, Date.now()), isNull(users.deletedAt)));",
      "  if (!row) {",
      '    throw new HTTPException(401, { message: "This reset link is not valid (any more)." });',
      "  }",
      "  await ctx.data.db.delete(resetTokens).where(eq(resetTokens.UserId, row.id));",
    ].join("\n"),
  },
];

export default defineChallenge({
  id: 20,
  key: "resetPasswordJimChallenge",
  name: "Reset Jasper's Password",
  category: "Broken Authentication",
  difficulty: 3,
  tags: ["OSINT"],
  description: "Reset Jasper Quill's password through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "Jasper talks about his family more than he realises.",
    "Read his reviews with his security question in mind.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Hungary", code: "HU" },
  coding: {
    hints: [
      "Which line decides that the person asking is really Jasper?",
      "What does it take, besides his email, to get past that line? Who else could know it?",
    ],
    fixes: [
      {
        edits: [
          { from: "answer: securityAnswers.answer })", to: "answer: securityAnswers.answer, secondAnswer: securityAnswers.secondAnswer })" },
          {
            from: "if (!row || row.answer !== (await hashSecurityAnswer(answer))) {",
            to: "if (!row || row.answer !== (await hashSecurityAnswer(answer)) || row.secondAnswer !== (await hashSecurityAnswer(c.req.valid(\"json\").secondAnswer))) {",
          },
        ],
        explanation:
          "Jasper talks about his family in his reviews, and a second question draws on the same kind of facts. The attacker reads one more review; the answer alone is still the whole proof.",
        correct: false,
      },
      {
        edits: [
          {
            from: "row.answer !== (await hashSecurityAnswer(answer))",
            to: "!crypto.subtle.timingSafeEqual(encoder.encode(row.answer), encoder.encode(await hashSecurityAnswer(answer)))",
          },
        ],
        explanation:
          "A constant-time comparison keeps response times from leaking the stored hash. Nobody here needs that: the true answer is typed in plain, copied from the review in which Jasper names his eldest brother in full.",
        correct: false,
      },
      {
        edits: mailedResetToken,
        explanation:
          "The proof now comes from Jasper's mailbox, not from his life story: a separate request mails a random token to the account's own address, and only that token, used once and within its hour, sets a new password. His brother's middle name opens nothing.",
        correct: true,
      },
    ],
  },
});
