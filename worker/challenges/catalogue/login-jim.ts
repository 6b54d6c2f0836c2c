import { cheatSheets, defineChallenge } from "../types";
import { boundLogin } from "./login-admin";

export default defineChallenge({
  id: 9,
  key: "loginJimChallenge",
  name: "Login Jim",
  category: "Injection",
  difficulty: 3,
  tags: ["Tutorial"],
  description: "Log in with the account of Jasper Quill, the shop's most loyal smoothie collector.",
  hints: [
    "You do not need Jasper's password if the login query can be told to stop reading after his email address.",
    "His email address is easy to find: he writes a lot of product reviews.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Japan", code: "JP" },
  coding: {
    hints: [
      "Jasper's password is checked in the same statement as his email. Where is that statement put together?",
      "What becomes of the rest of a SQL statement after two dashes?",
    ],
    fixes: [
      {
        edits: [
          {
            from: "AND password = '${await md5(password)}' AND deletedAt IS NULL`,\n  );\n  if (!user?.id) throw",
            to: "AND deletedAt IS NULL`,\n  );\n  if (!user?.id || user.password !== (await md5(password))) throw",
          },
        ],
        explanation:
          "Comparing the hash in code stops the comment trick, but the email is still pasted into the SQL. A UNION SELECT can return a made-up row with Jasper's id and email and the MD5 of a password the attacker picked, and that row passes the check.",
        correct: false,
      },
      {
        edits: [{ from: "email = '${email}'", to: "email = '${email.replaceAll(\"--\", \"\")}'" }],
        explanation:
          "Two dashes are not the only way to silence the password check. SQLite also ends the statement at a /* that is never closed, and no comment is needed at all for jasper.quill@…' OR 'x'='y: AND binds tighter than OR, so Jasper's row matches the first half on its own.",
        correct: false,
      },
      {
        edits: [boundLogin],
        explanation:
          "Bound as a parameter, the email is compared as a whole: jasper.quill@…'-- is just an address nobody has, and the password condition can no longer be cut off, because no text from the request becomes SQL.",
        correct: true,
      },
    ],
  },
});
