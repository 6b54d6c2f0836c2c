import { cheatSheets, defineChallenge, type SnippetEdit } from "../types";

/** The login query with the email and the password hash bound as parameters (the fix of every login injection). */
export const boundLogin: SnippetEdit = {
  from: [
    "const [user] = await ctx.data.sql<UserRow>(",
    "    `SELECT * FROM Users WHERE email = '${email}' AND password = '${await md5(password)}' AND deletedAt IS NULL`,",
    "  );",
  ].join("\n"),
  to: [
    "const [user] = await ctx.data.db",
    "    .select()",
    "    .from(users)",
    "    .where(and(eq(users.email, email), eq(users.password, await md5(password)), isNull(users.deletedAt)));",
  ].join("\n"),
};

export default defineChallenge({
  id: 2,
  key: "loginAdminChallenge",
  name: "Login Admin",
  category: "Injection",
  difficulty: 2,
  tags: ["Tutorial", "Good for Demos"],
  description: "Sign in as the administrator without knowing their password.",
  hints: [
    "Type a single quote into the login form's email field and read what comes back.",
    "The email you type ends up inside the SQL query. What if part of the query stopped counting?",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: 3,
  ctfCountry: { name: "Kenya", code: "KE" },
  coding: {
    hints: [
      "Follow what is typed into the email field. Where does it end up?",
      "Look for SQL that is built by pasting text into a string.",
    ],
    fixes: [
      {
        edits: [boundLogin],
        explanation:
          "The query builder sends the email and the password hash as bound parameters, apart from the SQL text. Whatever is typed stays a value to compare with: a quote can no longer end the string and change the query.",
        correct: true,
      },
      {
        edits: [{ from: "email = '${email}'", to: "email = '${email.replace(\"'\", \"''\")}'" }],
        explanation:
          "Doubling quotes is how SQLite escapes them, but replace() with a string pattern changes only the first quote. Type two quotes and the second one still ends the string literal.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const { email, password } = c.req.valid("json");',
            to: 'const { email, password } = c.req.valid("json");\n  if (/\\bor\\b|--/i.test(email)) throw new HTTPException(400, { message: "Invalid email." });',
          },
        ],
        explanation:
          "A list of forbidden words is always one word short: ' IS NOT NULL/* signs in as the first user without OR and without --. The query is still assembled from the attacker's text.",
        correct: false,
      },
      {
        edits: [{ from: "email = '${email}'", to: "email = '${encodeURIComponent(email)}'" }],
        explanation:
          "encodeURIComponent is made for URLs, not for SQL: it leaves the single quote as it is, so the injection works as before (and it mangles addresses with a + in them).",
        correct: false,
      },
    ],
  },
});
