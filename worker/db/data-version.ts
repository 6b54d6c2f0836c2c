import { sql } from "drizzle-orm";
import type { DataHandle } from "./handle";
import { isInternalTable } from "./internal-tables";

/**
 * A number that changes whenever the shop's data does, kept by SQLite itself: every table of the
 * shop has triggers that count its inserts, updates and deletes into one row. Writes of any kind
 * move it (the API's, an injected UPDATE, a reset), from any isolate, so a page rendered for one
 * version is still right while the version is the same (the page cache relies on it).
 */
export const dataVersionTable = "_squeeze_version";
const triggerPrefix = "_squeeze_v_";
const bump = `UPDATE ${dataVersionTable} SET version = version + 1 WHERE id = 1`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Rows whose writes do not move the version, by table: the access logs (worker/lib/access-log.ts)
 * are files written on every request, and no page shows them; counting them would leave no page
 * cached for long. Such a table's triggers carry a WHEN clause (and a name of their own, so an
 * instance made before gets them in place of its plain ones).
 */
const unversionedRows: Record<string, { column: string; prefix: string }> = {
  Files: { column: "path", prefix: "/support/logs/" },
};
const versionedWhen = (table: string, event: "INSERT" | "UPDATE" | "DELETE") => {
  const rule = unversionedRows[table];
  if (!rule) return "";
  const outside = (row: "NEW" | "OLD") => `substr(${row}.${quoted(rule.column)}, 1, ${rule.prefix.length}) IS NOT '${rule.prefix.replaceAll("'", "''")}'`;
  const rows = event === "INSERT" ? [outside("NEW")] : event === "DELETE" ? [outside("OLD")] : [outside("NEW"), outside("OLD")];
  return ` WHEN ${rows.join(" OR ")}`;
};

/**
 * Tables whose writes never move the version: the instance's chain (worker/lib/chain/). Pages read
 * it only in the browser, over JSON-RPC, so no cached page depends on it, and every transaction
 * would otherwise drop the page cache.
 */
const unversionedTables = new Set(["ChainState", "ChainTransactions", "ChainLogs"]);

/** The table, its row, and the triggers of every shop table that lacks them. Idempotent. */
export async function ensureDataVersion(data: DataHandle): Promise<void> {
  const objects = await data.sql<{ type: string; name: string; tbl_name: string }>(
    "SELECT type, name, tbl_name FROM sqlite_master WHERE type IN ('table', 'trigger')",
  );
  const triggered = new Set(objects.filter((o) => o.type === "trigger" && o.name.startsWith(triggerPrefix)).map((o) => o.name));
  const tables = objects.filter((o) => o.type === "table" && !isInternalTable(o.name) && !unversionedTables.has(o.name)).map((o) => o.name);
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${dataVersionTable} (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`,
    // Starts from the clock, so a rebuilt table never repeats a version a page was cached under.
    `INSERT OR IGNORE INTO ${dataVersionTable} (id, version) VALUES (1, ${Date.now()})`,
  ];
  for (const table of tables) {
    for (const [suffix, event] of [["i", "INSERT"], ["u", "UPDATE"], ["d", "DELETE"]] as const) {
      const plain = `${triggerPrefix}${table}_${suffix}`;
      const when = versionedWhen(table, event);
      const name = when ? `${plain}_when` : plain;
      if (when && triggered.has(plain)) statements.push(`DROP TRIGGER IF EXISTS ${quoted(plain)}`);
      if (!triggered.has(name)) statements.push(`CREATE TRIGGER IF NOT EXISTS ${quoted(name)} AFTER ${event} ON ${quoted(table)}${when} BEGIN ${bump}; END`);
    }
  }
  await data.execAll(statements);
}

/** Moves the version by hand, for changes no trigger sees (dropping and rebuilding tables). */
export const bumpDataVersion = (data: DataHandle) => data.execAll([bump]);

/** The version, or null when the instance cannot say (its data is being rebuilt). */
export async function readDataVersion(data: DataHandle): Promise<number | null> {
  // Through drizzle, not data.sql(): that is the injectable path, which refuses this table.
  try {
    const rows = await data.db.all<{ version: number }>(sql.raw(`SELECT version FROM ${dataVersionTable} WHERE id = 1`));
    return rows[0]?.version ?? null;
  } catch {
    return null; // the Durable Object store throws synchronously, D1 rejects
  }
}
