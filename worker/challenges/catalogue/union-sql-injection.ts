import { cheatSheets, defineChallenge, type SnippetEdit } from "../types";

/** The product search with its text bound as a parameter (the fix of both search injections). */
export const boundSearch: SnippetEdit = {
  from: [
    "const rows = await ctx.data.sql<SearchRow>(",
    "      `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`,",
    "    );",
  ].join("\n"),
  to: [
    "const pattern = `%${criteria}%`;",
    "    const rows = await ctx.data.db",
    "      .select()",
    "      .from(products)",
    "      .where(and(or(like(products.name, pattern), like(products.description, pattern)), isNull(products.deletedAt)))",
    "      .orderBy(products.name);",
  ].join("\n"),
};

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
  coding: {
    hints: [
      "The search text travels to the database. How does it get into the query?",
      "A template string with ${…} inside SQL deserves a close look.",
    ],
    fixes: [
      {
        edits: [boundSearch],
        explanation:
          "With the pattern bound as a parameter, the search text can only be matched against names and descriptions. No SQL text is left that a UNION could be added to.",
        correct: true,
      },
      {
        edits: [{ from: 'const criteria = (c.req.valid("query").q ?? "").slice(0, 200);', to: 'const criteria = (c.req.valid("query").q ?? "").slice(0, 200).replace(/union/gi, "");' }],
        explanation:
          "Removing a word once lets attackers write it so that the removal puts it together: UNIunionON becomes UNION. And the text still becomes SQL.",
        correct: false,
      },
      {
        edits: [{ from: "SELECT * FROM Products", to: "SELECT id, name, description, price, image FROM Products" }],
        explanation:
          "Fewer columns only change how many the attacker's UNION SELECT must list. Emails and password hashes fit into five columns as well as into nine.",
        correct: false,
      },
    ],
  },
});
