import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 8,
  key: "dbSchemaChallenge",
  name: "Database Schema",
  category: "Injection",
  difficulty: 3,
  tags: [],
  description: "Make the shop reveal the definition of every table in its database.",
  hints: [
    "SQLite keeps the CREATE statement of every table in a table of its own.",
    "The product search can be talked into returning rows it was never meant to.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Peru", code: "PE" },
});
