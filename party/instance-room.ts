import { Server, type Connection, type WSMessage } from "partyserver";
import { verifyCloseNotifications, verifyLocalXss } from "../worker/challenges/client-checks";
import { createInstanceContext } from "../worker/instance";
import type {
  Announcer,
  ChallengeSolvedEvent,
  ClientMessage,
  CodeChallengeSolvedEvent,
  ServerMessage,
} from "./events";

/** A replayed backlog stays bounded even if nobody ever acknowledges. */
const maxStoredNotifications = 500;
const maxClientMessageBytes = 16_384;

/**
 * The instance room: every browser of one instance connects here. Only the worker announces
 * (through the RPC methods below); browsers can acknowledge notifications and report what only a
 * browser sees, and nothing else they send has any effect.
 */
export class InstanceRoom extends Server<Env> implements Announcer {
  static override options = { hibernate: true };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS notifications (seq INTEGER PRIMARY KEY AUTOINCREMENT, flag TEXT NOT NULL, payload TEXT NOT NULL)",
    );
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS flags (name TEXT PRIMARY KEY)");
  }

  // ---- Announcer (called by the worker over RPC) ----

  async challengeSolved(event: ChallengeSolvedEvent): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec("INSERT INTO notifications (flag, payload) VALUES (?, ?)", event.flag, JSON.stringify(event));
    sql.exec(
      "DELETE FROM notifications WHERE seq <= (SELECT MAX(seq) FROM notifications) - ?",
      maxStoredNotifications,
    );
    this.#broadcast({ type: "challenge solved", data: event });
  }

  async codeChallengeSolved(event: CodeChallengeSolvedEvent): Promise<void> {
    this.#broadcast({ type: "code challenge solved", data: event });
  }

  /** The instance's data was created or reset: browsers restore their progress from their codes. */
  async serverStarted(): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM notifications");
    if (this.#hasConnections()) this.#broadcast({ type: "server started" });
    else this.ctx.storage.sql.exec("INSERT OR IGNORE INTO flags (name) VALUES ('server started pending')");
  }

  // ---- Browsers ----

  override onRequest(): Response {
    return Response.json({ error: "The instance room speaks WebSocket only." }, { status: 426 });
  }

  override onConnect(connection: Connection): void {
    const pending = this.ctx.storage.sql.exec("DELETE FROM flags WHERE name = 'server started pending' RETURNING name");
    if (pending.toArray().length > 0) this.#send(connection, { type: "server started" });
    for (const row of this.ctx.storage.sql.exec<{ payload: string }>("SELECT payload FROM notifications ORDER BY seq")) {
      this.#send(connection, { type: "challenge solved", data: JSON.parse(row.payload) as ChallengeSolvedEvent });
    }
  }

  override async onMessage(_connection: Connection, raw: WSMessage): Promise<void> {
    const message = parseClientMessage(raw);
    if (!message) return;
    switch (message.type) {
      case "notification received":
        if (typeof message.data === "string") this.ctx.storage.sql.exec("DELETE FROM notifications WHERE flag = ?", message.data);
        return;
      case "verifyLocalXssChallenge":
        return verifyLocalXss(this.#instance(), message.data);
      case "verifyCloseNotificationsChallenge":
        return verifyCloseNotifications(this.#instance(), message.data);
      case "verifySvgInjectionChallenge":
        // Accepted and ignored until svgInjectionChallenge joins the catalogue with its deluxe page.
        return;
    }
  }

  #instance() {
    return createInstanceContext(this.env, this.name, this);
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

const clientTypes = new Set<ClientMessage["type"]>([
  "notification received",
  "verifyLocalXssChallenge",
  "verifyCloseNotificationsChallenge",
  "verifySvgInjectionChallenge",
]);

function parseClientMessage(raw: WSMessage): ClientMessage | null {
  if (typeof raw !== "string" || raw.length > maxClientMessageBytes) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { type } = parsed as { type?: unknown };
    return typeof type === "string" && clientTypes.has(type as ClientMessage["type"]) ? (parsed as ClientMessage) : null;
  } catch {
    return null;
  }
}
