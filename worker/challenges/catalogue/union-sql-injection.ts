import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 7,
  key: "unionSqlInjectionChallenge",
  name: "User Credentials",
  category: "Injection",
  difficulty: 4,
  tags: [],
  description: "Get every customer's email address and password hash out of the shop in a single request.",
  hints: [
    "The product search hands your text straight to the database.",
    "A UNION lets one query return rows from another table, as long as the columns line up.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Norway", code: "NO" },
});
