import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api-types";
import type { DataHandle } from "../db/handle";
import { files } from "../db/schema";
import { accessLogLimits, logContentType, logLine, logPathOf, logPrefix, loggedTarget, rotatedOut, type LogEntry } from "./access-log-format";

export { logFolder } from "./access-log-format";

/**
 * The instance's access log: one line per API request, written into the instance's own virtual
 * file system (worker/lib/files.ts) under /support/logs, one file per day (UTC), so the logs move
 * with the instance and a reset starts them over. The format is in access-log-format.ts. Never in
 * a line: request headers other than the user agent (no Authorization, no cookies), bodies,
 * or the values of query parameters that carry secrets; anything that looks like a session token is
 * masked wherever it appears. Lines are printable ASCII only.
 *
 * Writing is cheap on the request path: a line goes into a buffer of the instance (kept per data
 * handle, so instances sharing an isolate never share one), and the buffer is appended to the
 * day's file in one statement, a second after its first line or at once when it holds 100 lines.
 * Bounded: a day's file keeps its newest 64 KiB (whole lines), seven days are kept, and the buffer
 * drops its oldest lines past 500 if writing fails. Writes under /support/logs do not move the
 * data version (worker/db/data-version.ts): no page shows them, and every request writes them.
 */

/**
 * Who sent it: CF-Connecting-IP on Cloudflare, else what X-Forwarded-For claims (a client may
 * claim anything there; it only ever shows in its own instance's log, and logLine keeps IP
 * characters only).
 */
const clientOf = (c: Context<ApiEnv>) => (c.req.header("CF-Connecting-IP") ?? c.req.header("X-Forwarded-For")?.split(",")[0] ?? "-").trim();

interface Pending {
  lines: { path: string; text: string }[];
  /** The scheduled flush, resolved once it has written. */
  scheduled: Promise<void> | null;
  /** The write under way: one at a time per instance, so appends to one file never interleave. */
  writing: Promise<void> | null;
  /** Days whose file this isolate has written: a new one runs the retention. */
  days: Set<string>;
}
const pendingByData = new WeakMap<DataHandle, Pending>();

function pendingOf(data: DataHandle): Pending {
  let pending = pendingByData.get(data);
  if (!pending) pendingByData.set(data, (pending = { lines: [], scheduled: null, writing: null, days: new Set() }));
  return pending;
}

/**
 * The day's file with `text` appended, keeping its newest `fileChars` characters in whole lines,
 * in one statement (atomic on both stores, whichever isolate writes).
 */
function appendStatement(data: DataHandle, path: string, text: string) {
  const cap = accessLogLimits.fileChars;
  const joined = sql`(CAST(${files.content} AS TEXT) || CAST(excluded.content AS TEXT))`;
  const tail = sql`substr(${joined}, -${cap})`;
  const kept = sql`(CASE WHEN length(${joined}) <= ${cap} THEN ${joined} ELSE substr(${tail}, instr(${tail}, char(10)) + 1) END)`;
  return data.db
    .insert(files)
    .values({ path, content: new TextEncoder().encode(text), contentType: logContentType, size: text.length })
    .onConflictDoUpdate({
      target: files.path,
      set: { content: sql`CAST(${kept} AS BLOB)`, size: sql`length(${kept})`, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
    });
}

async function retain(data: DataHandle): Promise<void> {
  const rows = await data.db
    .select({ path: files.path })
    .from(files)
    .where(sql`substr(${files.path}, 1, ${logPrefix.length}) = ${logPrefix}`);
  for (const path of rotatedOut(rows.map((r) => r.path))) await data.db.delete(files).where(sql`${files.path} = ${path}`);
}

async function write(data: DataHandle, pending: Pending, lines: Pending["lines"]): Promise<void> {
  const byPath = new Map<string, string>();
  for (const { path, text } of lines) byPath.set(path, (byPath.get(path) ?? "") + text);
  const statements = [...byPath].map(([path, text]) => appendStatement(data, path, text.slice(-accessLogLimits.fileChars)));
  const [first, ...rest] = statements;
  if (first) await data.atomic([first, ...rest]);
  const newDays = [...byPath.keys()].filter((path) => !pending.days.has(path));
  if (newDays.length > 0) {
    for (const path of newDays) pending.days.add(path);
    await retain(data);
  }
}

/** Writes what the instance's buffer holds now (the logs' own routes call it before they read). */
export async function flushAccessLog(data: DataHandle): Promise<void> {
  const pending = pendingOf(data);
  while (pending.writing) await pending.writing;
  if (pending.lines.length === 0) return;
  const lines = pending.lines.splice(0);
  pending.writing = write(data, pending, lines)
    // A log line is not worth failing anything for (a reset may be dropping the table just now).
    .catch((error: unknown) => console.warn(`could not write ${lines.length} access log lines:`, (error as Error).message))
    .finally(() => {
      pending.writing = null;
    });
  await pending.writing;
}

function scheduleFlush(data: DataHandle, pending: Pending): Promise<void> {
  pending.scheduled ??= new Promise<void>((resolve) => {
    setTimeout(() => {
      pending.scheduled = null;
      void flushAccessLog(data).finally(resolve);
    }, accessLogLimits.flushAfterMs);
  });
  return pending.scheduled;
}

/** Buffers one line of the instance's log; returns the write that will carry it. */
export function recordAccess(data: DataHandle, entry: LogEntry): Promise<void> {
  const pending = pendingOf(data);
  pending.lines.push({ path: logPathOf(entry.at), text: logLine(entry) });
  if (pending.lines.length > accessLogLimits.bufferLines) pending.lines.splice(0, pending.lines.length - accessLogLimits.bufferLines);
  return pending.lines.length >= accessLogLimits.flushAtLines ? flushAccessLog(data) : scheduleFlush(data, pending);
}

/** The API's middleware: one line per request, after its answer is known. */
export const accessLog: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  const ctx = c.get("instance");
  if (!ctx) return;
  const at = new Date(started);
  const length = Number(c.res.headers.get("Content-Length") ?? Number.NaN);
  const written = recordAccess(ctx.data, {
    at,
    client: clientOf(c),
    // The user only when the route read the token anyway: logging never verifies a token itself.
    user: c.get("user")?.email ?? null,
    method: c.req.method,
    target: loggedTarget(new URL(c.req.url)),
    status: c.res.status,
    bytes: Number.isFinite(length) ? length : null,
    ms: Date.now() - started,
    userAgent: c.req.header("User-Agent") ?? "-",
  });
  // On D1 the worker's request must outlive the write; a Durable Object has no such context and
  // runs the timer anyway.
  try {
    c.executionCtx.waitUntil(written);
  } catch {
    // no ExecutionContext here (the Instance object hosts this API)
  }
};
