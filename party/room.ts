import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { judgeBrowserReport } from "../worker/challenges/engine";
import { environmentFor } from "../worker/config/environment";
import { roomTablePrefix } from "../worker/db/internal-tables";
import type { InstanceContext } from "../worker/instance/context";
import { queueReport, sendDueReports } from "./solve-reports";
import {
  browserReportTypes,
  sinceParameter,
  type Announcer,
  type ChallengeSolvedEvent,
  type ClientMessage,
  type CodeChallengeSolvedEvent,
  type ServerMessage,
} from "./events";

/** A replayed backlog stays bounded even if nobody ever acknowledges. */
const maxStoredNotifications = 500;
/** How long an acknowledged notification is kept for pages that are still loading. */
const acknowledgedKeepMs = 5 * 60_000;
const maxClientMessageBytes = 16_384;

const notifications = `${roomTablePrefix}notifications`;
const flags = `${roomTablePrefix}flags`;

/**
 * An instance's room: every page of the instance connects here. Only the worker announces
 * (through the Announcer methods); pages acknowledge notifications and report what only a browser
 * sees, and nothing else they send has any effect.
 *
 * Each solve is kept until a page acknowledges it, and an acknowledged one a little longer: a page
 * whose own loading caused a solve (a search typed into the address bar) connects after the old
 * page already acknowledged it, and asks for the solves since it started loading.
 */
export abstract class RoomServer extends Server<Env> implements Announcer {
  static override options = { hibernate: true };

  /** The instance this room belongs to, for judging browser reports. */
  protected abstract instance(): Promise<InstanceContext>;

  /** Handles one page message after another, so that a ping answers after what came before it. */
  #queue: Promise<void> = Promise.resolve();

  // The tables may share SQLite with the shop's data (the Instance object), where a student's
  // stacked statements can drop them: each use makes sure they exist.
  #tables() {
    const sql = this.ctx.storage.sql;
    sql.exec(
      `CREATE TABLE IF NOT EXISTS ${notifications} (seq INTEGER PRIMARY KEY AUTOINCREMENT, flag TEXT NOT NULL, payload TEXT NOT NULL, solvedAt INTEGER NOT NULL, acknowledged INTEGER NOT NULL DEFAULT 0)`,
    );
    sql.exec(`CREATE TABLE IF NOT EXISTS ${flags} (name TEXT PRIMARY KEY)`);
    return sql;
  }

  // ---- Announcer ----

  async challengeSolved(event: ChallengeSolvedEvent): Promise<void> {
    const sql = this.#tables();
    const now = Date.now();
    sql.exec(`INSERT INTO ${notifications} (flag, payload, solvedAt) VALUES (?, ?, ?)`, event.flag, JSON.stringify(event), now);
    sql.exec(
      `DELETE FROM ${notifications} WHERE seq <= (SELECT MAX(seq) FROM ${notifications}) - ? OR (acknowledged = 1 AND solvedAt < ?)`,
      maxStoredNotifications,
      now - acknowledgedKeepMs,
    );
    this.#broadcast({ type: "challenge solved", data: event });
    const report = environmentFor(this.env).report;
    if (report && !event.isRestore) {
      const due = queueReport(sql, await this.instance(), event.key, event.flag, report.token);
      await this.#wakeAt(due);
    }
  }

  /** Sets the object's one alarm for `at`, unless it is already set sooner. */
  async #wakeAt(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }

  /** Sends the solve reports that are due (a student's own deployment reporting to a trainer). */
  override async onAlarm(): Promise<void> {
    const report = environmentFor(this.env).report;
    if (!report) return;
    const next = await sendDueReports(this.ctx.storage.sql, report.cohortUrl);
    if (next !== null) await this.#wakeAt(next);
  }

  async codeChallengeSolved(event: CodeChallengeSolvedEvent): Promise<void> {
    this.#broadcast({ type: "code challenge solved", data: event });
  }

  /** The instance's data was created or reset: pages restore their progress from their codes. */
  async serverStarted(): Promise<void> {
    const sql = this.#tables();
    sql.exec(`DELETE FROM ${notifications}`);
    if (this.#hasConnections()) this.#broadcast({ type: "server started" });
    else sql.exec(`INSERT OR IGNORE INTO ${flags} (name) VALUES ('server started pending')`);
  }

  // ---- Pages ----

  override onRequest(_request: Request): Response | Promise<Response> {
    return Response.json({ error: "The instance room speaks WebSocket only." }, { status: 426 });
  }

  override onConnect(connection: Connection, { request }: ConnectionContext): void {
    const sql = this.#tables();
    if (sql.exec(`DELETE FROM ${flags} WHERE name = 'server started pending' RETURNING name`).toArray().length > 0) {
      this.#send(connection, { type: "server started" });
    }
    const since = Number(new URL(request.url).searchParams.get(sinceParameter)) || Number.MAX_SAFE_INTEGER;
    const rows = sql.exec<{ payload: string }>(
      `SELECT payload FROM ${notifications} WHERE acknowledged = 0 OR solvedAt >= ? ORDER BY seq`,
      since,
    );
    for (const row of rows) {
      this.#send(connection, { type: "challenge solved", data: JSON.parse(row.payload) as ChallengeSolvedEvent });
    }
  }

  override onMessage(connection: Connection, raw: WSMessage): Promise<void> {
    const message = parseClientMessage(raw);
    if (!message) return this.#queue;
    this.#queue = this.#queue
      .then(() => this.#handle(connection, message))
      .catch((error: unknown) => console.error(`room ${this.name}: ${message.type} failed:`, error));
    return this.#queue;
  }

  async #handle(connection: Connection, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case "notification received":
        if (typeof message.data === "string") {
          this.#tables().exec(`UPDATE ${notifications} SET acknowledged = 1 WHERE flag = ?`, message.data);
        }
        return;
      case "ping":
        return this.#send(connection, { type: "pong", data: String(message.data).slice(0, 100) });
      default:
        return judgeBrowserReport(await this.instance(), message.type, message.data);
    }
  }

  #hasConnections(): boolean {
    for (const _ of this.getConnections()) return true;
    return false;
  }

  #broadcast(message: ServerMessage) {
    this.broadcast(JSON.stringify(message));
  }

  #send(connection: Connection, message: ServerMessage) {
    connection.send(JSON.stringify(message));
  }
}

const clientTypes = new Set<string>(["notification received", "ping", ...browserReportTypes]);

function parseClientMessage(raw: WSMessage): ClientMessage | null {
  if (typeof raw !== "string" || raw.length > maxClientMessageBytes) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { type } = parsed as { type?: unknown };
    return typeof type === "string" && clientTypes.has(type) ? (parsed as ClientMessage) : null;
  } catch {
    return null;
  }
}
