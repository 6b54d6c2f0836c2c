/**
 * The access log's format and rules (worker/lib/access-log.ts writes it): what a line holds, how
 * secrets are masked, which file a day's lines go to and which days rotate out. No worker types
 * here, so the seed and the unit tests use it as it is. A line, our own format close to the
 * common log format, with the time taken:
 *
 *   <client> - <user> [<day/Mon/year:hh:mm:ss +0000>] "<method> <path?query> HTTP/1.1" <status> <bytes> <ms>ms "<user agent>"
 */

export const logFolder = "/support/logs";
export const accessLogLimits = { fileChars: 64 * 1024, days: 7, lineChars: 1_024, bufferLines: 500, flushAtLines: 100, flushAfterMs: 1_000 } as const;
/** What every daily log's path starts with. */
export const logPrefix = `${logFolder}/access.log.`;
export const logContentType = "text/plain; charset=utf-8";

/** The day's log file of a moment, e.g. /support/logs/access.log.2026-11-24 (UTC). */
export const logPathOf = (at: Date) => `${logPrefix}${at.toISOString().slice(0, 10)}`;
const datedLog = /\/access\.log\.\d{4}-\d{2}-\d{2}$/;

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");
/** The common log format's time: 24/Nov/2026:08:02:11 +0000. */
export const logTime = (at: Date) =>
  `${two(at.getUTCDate())}/${months[at.getUTCMonth()]}/${at.getUTCFullYear()}:${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())} +0000`;

/** Printable ASCII only, quotes and backslashes escaped, at most `max` characters. */
const printable = (text: string, max: number) =>
  text
    .slice(0, max)
    .replace(/[\\"]/g, (ch) => `\\${ch}`)
    .replace(/[^\x20-\x7e]/g, "?");

/** Query parameters whose values are secrets: passwords, answers, tokens, keys. */
const secretParameter = /pass|pwd|token|secret|^key$|api.?key|auth|session|cookie|answer|otp|^current$|^new$|^repeat$/i;
/** A JWT (a session token) anywhere in the text. */
const jwtLike = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;

/** The request's path and query as logged: secret parameters' values and tokens masked. */
export function loggedTarget(url: URL): string {
  const query = url.search
    .slice(1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [rawName = "", ...rest] = pair.split("=");
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll("+", " "));
      } catch {
        // a broken escape: judged by its raw text
      }
      return rest.length > 0 && secretParameter.test(name) ? `${rawName}=***` : pair;
    })
    .join("&");
  return printable(`${url.pathname}${query ? `?${query}` : ""}`.replace(jwtLike, "***"), 512);
}

export interface LogEntry {
  at: Date;
  client: string;
  user: string | null;
  method: string;
  target: string;
  status: number;
  bytes: number | null;
  ms: number;
  userAgent: string;
}

export function logLine(e: LogEntry): string {
  const client = /^[0-9a-fA-F.:]{2,45}$/.test(e.client) ? e.client : "-";
  const user = e.user && /^[\w.%+@-]{1,80}$/.test(e.user) ? e.user : "-";
  const method = /^[A-Z]{1,10}$/.test(e.method) ? e.method : "OTHER";
  const line = `${client} - ${user} [${logTime(e.at)}] "${method} ${e.target} HTTP/1.1" ${e.status} ${e.bytes ?? "-"} ${Math.max(0, Math.round(e.ms))}ms "${printable(e.userAgent, 160)}"`;
  return `${line.slice(0, accessLogLimits.lineChars)}\n`;
}

/**
 * The daily logs that rotate out: all but the newest `days`, and never the oldest one, which was
 * written with the shop (the day before it opened, worker/db/seed/access-log.ts) and holds what
 * the partners did then. Other files of the folder are not the rotation's business.
 */
export function rotatedOut(paths: readonly string[], days: number = accessLogLimits.days): string[] {
  const dated = paths.filter((path) => datedLog.test(path)).sort();
  return dated.slice(1, Math.max(1, dated.length - days));
}

