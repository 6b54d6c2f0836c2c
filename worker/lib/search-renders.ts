import { and, eq, gt, lt, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { SearchRunReport } from "../../party/events";
export { maxRenderedSearchText } from "../../party/events";
import { squeezeInternalPrefix } from "../db/internal-tables";
import type { DataHandle } from "../db/handle";

/**
 * Render nonces of the search page (docs/decisions/0013-browser-reports.md). A search page whose
 * text holds markup gets a nonce from the server with its data; when the page sees that markup run,
 * it reports with the nonce, and the room accepts the report only if the nonce was issued for that
 * very search text, is young, and was not used before for the same kind of run. So a report is
 * tied to one render of the page: a bare socket message, a replay or another text is ignored.
 *
 * The nonces live in an internal table (no data-version trigger: issuing one must not invalidate
 * every cached page; a reset leaves it alone, and nonces expire anyway). A student's stacked SQL
 * can drop it, so each use recreates it when it is missing.
 */
export const searchRenders = sqliteTable(`${squeezeInternalPrefix}search_renders`, {
  nonce: text("nonce").primaryKey(),
  q: text("q").notNull(),
  issuedAt: integer("issuedAt").notNull(),
  /** Set once a report of that kind was accepted: each kind of run counts once per render. */
  usedScript: integer("usedScript").notNull().default(0),
  usedFrame: integer("usedFrame").notNull().default(0),
});

const createTable = `CREATE TABLE IF NOT EXISTS ${squeezeInternalPrefix}search_renders (nonce TEXT PRIMARY KEY, q TEXT NOT NULL, issuedAt INTEGER NOT NULL, usedScript INTEGER NOT NULL DEFAULT 0, usedFrame INTEGER NOT NULL DEFAULT 0)`;

/** Long enough to read a page and click around it; short enough that an old page's nonce is dead. */
export const renderNonceLifetimeMs = 5 * 60_000;
/** A page asking for nonces in a loop keeps the table this small. */
const keptRenders = 200;

/** Runs `work`; if the table is missing (new instance, or dropped by injected SQL), creates it and runs it again. */
async function withTable<T>(data: DataHandle, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!/no such table/i.test(String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? ""))) throw error;
    await data.execAll([createTable]);
    return work();
  }
}

/** Issues the nonce of one render of the search page showing `q`. */
export async function issueRenderNonce(data: DataHandle, q: string, now = Date.now()): Promise<{ nonce: string; expiresAt: number }> {
  const nonce = crypto.randomUUID();
  await withTable(data, async () => {
    await data.db.insert(searchRenders).values({ nonce, q, issuedAt: now });
    await data.db.delete(searchRenders).where(lt(searchRenders.issuedAt, now - renderNonceLifetimeMs));
    // The newest `keptRenders` stay: a flood of renders cannot grow the table.
    await data.db.delete(searchRenders).where(
      sql`${searchRenders.nonce} NOT IN (SELECT ${searchRenders.nonce} FROM ${searchRenders} ORDER BY ${searchRenders.issuedAt} DESC LIMIT ${keptRenders})`,
    );
  });
  return { nonce, expiresAt: now + renderNonceLifetimeMs };
}

/**
 * Accepts a search page's report of its markup running: only for a live nonce issued for exactly
 * this search text, once per kind of run (one statement marks it used, so two reports racing for
 * it cannot both win). Returns whether it was accepted.
 */
export async function acceptSearchRun(data: DataHandle, report: SearchRunReport, now = Date.now()): Promise<boolean> {
  const used = report.ran === "script" ? searchRenders.usedScript : searchRenders.usedFrame;
  const accepted = await withTable(data, () =>
    data.db
      .update(searchRenders)
      .set(report.ran === "script" ? { usedScript: 1 } : { usedFrame: 1 })
      .where(
        and(
          eq(searchRenders.nonce, report.nonce),
          eq(searchRenders.q, report.q),
          gt(searchRenders.issuedAt, now - renderNonceLifetimeMs),
          eq(used, 0),
        ),
      )
      .returning({ nonce: searchRenders.nonce }),
  );
  return accepted.length > 0;
}
