import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 12,
  key: "ephemeralAccountantChallenge",
  name: "Ephemeral Accountant",
  category: "Injection",
  difficulty: 4,
  tags: [],
  description: "Log in as <code>acc0unt4nt@</code> the shop's own domain, with the accounting role, without ever creating that user.",
  hints: [
    "The login trusts whatever row its query returns.",
    "A UNION can return a row that no table holds, as long as its columns match the Users table.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Estonia", code: "EE" },
});
