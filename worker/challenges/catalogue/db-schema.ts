import { cheatSheets, defineChallenge } from "../types";
import { boundSearch } from "./union-sql-injection";

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
  coding: {
    hints: [
      "Where could the text someone types turn into part of a SELECT?",
      "SQLite describes its own tables in a table that any SELECT can read, if one can be appended.",
    ],
    fixes: [
      {
        edits: [{ from: 'const criteria = (c.req.valid("query").q ?? "").slice(0, 200);', to: 'const criteria = (c.req.valid("query").q ?? "").slice(0, 200);\n    if (/sqlite_master/i.test(criteria)) throw new HTTPException(400, { message: "Search not allowed." });' }],
        explanation:
          "SQLite knows its catalogue by more than one name (sqlite_schema, sqlite_temp_master) and has pragma functions that list tables and columns. Blocking one name leaves the injection itself in place.",
        correct: false,
      },
      {
        edits: [boundSearch],
        explanation:
          "Bound as a parameter, the search text cannot append a second SELECT, so the schema stays out of the search's reach: only the shop's own code reads it.",
        correct: true,
      },
      {
        edits: [{ from: "ORDER BY name`,\n    );", to: "ORDER BY name`,\n    ).catch(() => []);" }],
        explanation:
          "Hiding errors makes blind guessing harder, but a UNION whose columns fit raises no error at all: the table definitions come back among the results as before.",
        correct: false,
      },
    ],
  },
});
