/**
 * The injectable spots run SQL a student wrote, and SQLite cannot be interrupted from a Worker: a
 * query that runs for minutes blocks the whole local runtime. So before such SQL runs, this check
 * refuses the few shapes whose cost has no bound here, while every injection the challenges need
 * (UNION, sqlite_master, stacked statements, comments) stays allowed:
 * - recursive CTEs (they can loop forever);
 * - more than a few tables in one statement (cross joins multiply);
 * - rows written from a query (INSERT … SELECT, CREATE TABLE … AS SELECT): a table copied into
 *   itself doubles with every request, and a materialised cross join is a huge table;
 * - views and triggers (they hide joins and multiply work on later statements);
 * - long chains of stacked statements;
 * - the instance's own bookkeeping (the data version's table and triggers): without it, pages
 *   would be served stale, or every write would fail.
 * D1 already caps string and blob sizes (SQLITE_TOOBIG), which bounds memory.
 */

export class SqlBudgetError extends Error {
  override name = "SqlBudgetError";
}

export const sqlBudget = { maxRelationsPerStatement: 4, maxStatements: 10 } as const;

/** Comments and quoted literals or names: where a `;` or a keyword means nothing. */
const opaque = /--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`[^`]*`?|\[[^\]]*\]?/g;

/** Blanks out comments and literals so that only the query's structure is left. */
function structureOf(sql: string): string {
  return sql.replace(opaque, (match) =>
    match.startsWith("--") || match.startsWith("/*") ? " " : match.startsWith("'") ? "''" : " x ",
  );
}

/**
 * The statements of a string of stacked SQL, split where SQLite would split them (not at a `;`
 * inside a literal or a comment). A trailing empty statement is dropped; one that is only
 * comments is kept, and has no code.
 */
export function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  for (const match of sql.matchAll(new RegExp(`${opaque.source}|;`, "g"))) {
    if (match[0] !== ";") continue;
    statements.push(sql.slice(start, match.index));
    start = match.index + 1;
  }
  const last = sql.slice(start);
  if (last.trim() || statements.length === 0) statements.push(last);
  return statements;
}

/** Whether a statement has anything but comments and white space. */
export const hasCode = (statement: string) => structureOf(statement).trim() !== "";

const endsFromList = new Set([
  "WHERE", "GROUP", "ORDER", "LIMIT", "HAVING", "WINDOW", "UNION", "EXCEPT", "INTERSECT", "SET", "VALUES", "RETURNING",
]);

/** How many tables (or table-valued functions, or subqueries) the statement reads from. */
function relationsIn(statement: string): number {
  const tokens = statement.toUpperCase().match(/[A-Z_][A-Z0-9_$]*|[(),]/g) ?? [];
  let depth = 0;
  let relations = 0;
  const inFromList: boolean[] = [];
  for (const token of tokens) {
    if (token === "(") depth++;
    else if (token === ")") {
      inFromList[depth] = false;
      depth = Math.max(0, depth - 1);
    } else if (token === "FROM" || token === "JOIN") {
      inFromList[depth] = true;
      relations++;
    } else if (token === "," && inFromList[depth]) relations++;
    else if (endsFromList.has(token)) inFromList[depth] = false;
  }
  return relations;
}

/** Throws a SqlBudgetError when the SQL could run without bound; returns otherwise. */
export function checkSqlBudget(sql: string): void {
  const structure = structureOf(sql);
  // Names count even when quoted; what a string literal says does not.
  if (/_squeeze_/i.test(sql.replace(opaque, (match) => (match.startsWith('"') || match.startsWith("`") || match.startsWith("[") ? match : " ")))) {
    throw new SqlBudgetError("Refused: the instance's own bookkeeping is not part of the shop's data.");
  }
  if (/\bRECURSIVE\b/i.test(structure)) {
    throw new SqlBudgetError("Refused: recursive queries cannot be stopped once started, so this shop does not run them.");
  }
  const statements = structure.split(";").filter((s) => s.trim());
  if (statements.length > sqlBudget.maxStatements) {
    throw new SqlBudgetError(`Refused: more than ${sqlBudget.maxStatements} stacked statements.`);
  }
  for (const statement of statements) {
    if (/^\s*(INSERT|REPLACE|CREATE)\b[\s\S]*\bSELECT\b/i.test(statement)) {
      throw new SqlBudgetError("Refused: writing rows from a query could grow a table without bound.");
    }
    if (/^\s*CREATE\s+(TEMP\s+|TEMPORARY\s+)?(VIEW|TRIGGER)\b/i.test(statement)) {
      throw new SqlBudgetError("Refused: views and triggers are not available to injected SQL here.");
    }
    if (relationsIn(statement) > sqlBudget.maxRelationsPerStatement) {
      throw new SqlBudgetError(
        `Refused: a statement may read from at most ${sqlBudget.maxRelationsPerStatement} tables here (cross joins multiply).`,
      );
    }
  }
}
