import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 10,
  key: "loginBenderChallenge",
  name: "Login Gus",
  category: "Injection",
  difficulty: 3,
  tags: ["Tutorial"],
  description: "Log in with the account of Gus Grindle, who blends everything he can get his hands on.",
  hints: [
    "The same trick that works for one customer works for the next.",
    "Gus's address shows up next to his reviews.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Brazil", code: "BR" },
  coding: {
    hints: [
      "Gus's email is no secret. Which line lets what follows it in the email field change what the database is asked?",
      "A statement assembled from text can be ended early by that text.",
    ],
    fixes: [
      {
        edits: [{ from: "email = '${email}'", to: "email = '${email.replaceAll(\"'\", \"\\\\'\")}'" }],
        explanation:
          "SQLite knows no backslash escapes (MySQL does): \\' is a backslash followed by a quote that still ends the string. A payload that needs no quote of its own, such as ' OR id=3--, logs in as Gus as before.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const { email, password } = c.req.valid("json");',
            to: 'const { email, password } = c.req.valid("json");\n  if (!/^[^@\\s]+@[^@\\s]+$/.test(email)) throw new HTTPException(400, { message: "Invalid email." });',
          },
        ],
        explanation:
          "The pattern only asks for one @ and no spaces. gus.grindle@…'/* has both: quotes, slashes and stars are allowed characters, and SQLite reads an unclosed /* as a comment to the end, which drops the password check.",
        correct: false,
      },
      {
        edits: [
          {
            from: "ctx.data.sql<UserRow>(\n    `SELECT * FROM Users WHERE email = '${email}' AND password = '${await md5(password)}' AND deletedAt IS NULL`,",
            to: "ctx.data.db.all<UserRow>(\n    sql`SELECT * FROM Users WHERE email = ${email} AND password = ${await md5(password)} AND deletedAt IS NULL`,",
          },
        ],
        explanation:
          "Behind drizzle's sql tag the same template means something else: every ${…} becomes a bound parameter (which is why the quotes are gone), sent to SQLite apart from the statement. The email can only be compared, never read as SQL.",
        correct: true,
      },
    ],
  },
});
