import { roomTablePrefix } from "../worker/db/internal-tables";
import type { InstanceContext } from "../worker/instance/context";

/**
 * A student's own deployment tells the trainer's cohort board about each solve (COHORT_URL and
 * COHORT_JOIN_TOKEN): one report per solve, kept in the room's SQLite until the trainer's
 * deployment took it, and sent again with growing pauses while it cannot be reached.
 */

const reports = `${roomTablePrefix}solve_reports`;
const firstRetryMs = 1000;
const longestPauseMs = 10 * 60_000;
/** After this many tries (about a day of pauses) a report is given up and logged. */
const maxAttempts = 150;

/** The reference shop's webhook body, which the trainer's deployment reads, plus the student's token. */
export interface SolveReport {
  solution: { challenge: string; cheatScore: number; totalCheatScore: number; issuedOn: string };
  ctfFlag: string;
  issuer: { hostName: string; os: string; appName: string; config: string; version: string };
  token: string;
}

export const reportPath = "/cohort/solutions";

function table(sql: SqlStorage) {
  sql.exec(
    `CREATE TABLE IF NOT EXISTS ${reports} (seq INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, nextAt INTEGER NOT NULL)`,
  );
  return sql;
}

/** Keeps the report of a fresh solve; returns when to try sending it (now). */
export function queueReport(sql: SqlStorage, ctx: InstanceContext, key: string, flag: string, token: string): number {
  const now = Date.now();
  const body: SolveReport = {
    // Squeeze does not score cheating; the fields are there because the body's readers expect them.
    solution: { challenge: key, cheatScore: 0, totalCheatScore: 0, issuedOn: new Date(now).toISOString() },
    ctfFlag: flag,
    issuer: { hostName: ctx.name, os: "Cloudflare Workers", appName: ctx.config.application.name, config: "squeeze", version: ctx.version },
    token,
  };
  table(sql).exec(`INSERT INTO ${reports} (body, nextAt) VALUES (?, ?)`, JSON.stringify(body), now);
  return now;
}

/** Whether a refusal means the report will never be taken (a wrong token, an unknown challenge). */
const permanent = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Sends every report that is due, in order. Returns when the next one is due, or null when none
 * is left. A report that fails waits 1 s, 2 s, 4 s… up to ten minutes between tries.
 */
export async function sendDueReports(sql: SqlStorage, cohortUrl: string): Promise<number | null> {
  const now = Date.now();
  const due = table(sql)
    .exec<{ seq: number; body: string; attempts: number }>(`SELECT seq, body, attempts FROM ${reports} WHERE nextAt <= ? ORDER BY seq LIMIT 50`, now)
    .toArray();
  for (const report of due) {
    let status = 0;
    try {
      const response = await fetch(`${cohortUrl}${reportPath}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: report.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      // Unreachable or too slow: tried again later.
    }
    const attempts = report.attempts + 1;
    if ((status >= 200 && status < 300) || permanent(status) || attempts >= maxAttempts) {
      if (status < 200 || status >= 300) console.error(`the trainer's deployment refused a solve report (${status || "unreachable"}); it is dropped`);
      sql.exec(`DELETE FROM ${reports} WHERE seq = ?`, report.seq);
    } else {
      const pause = Math.min(longestPauseMs, firstRetryMs * 2 ** (attempts - 1));
      sql.exec(`UPDATE ${reports} SET attempts = ?, nextAt = ? WHERE seq = ?`, attempts, Date.now() + pause, report.seq);
    }
  }
  const [next] = sql.exec<{ at: number | null }>(`SELECT MIN(nextAt) AS at FROM ${reports}`).toArray();
  return next?.at ?? null;
}
