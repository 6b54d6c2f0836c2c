import PartySocket from "partysocket";
import { inject } from "vitest";
import { getCurrentTest } from "vitest/suite";
import WebSocket from "ws";
import type { ChallengeSolvedEvent, ClientMessage, RoomAddress, ServerMessage } from "../../party/events";
import { observation } from "./proofs";

export const baseUrl = () => inject("baseUrl");
/** The store the server under test keeps its data in. */
export const store = () => inject("store");
let room: RoomAddress | undefined;
/** Where the instance's room is, as the server says. */
export async function ownRoom(): Promise<RoomAddress> {
  room ??= ((await (await call("/rest/admin/instance")).json()) as { room: RoomAddress }).room;
  return room;
}

/** In cohort mode: the seat cookie that routes every call to one student's instance (tests/support/cohort.ts). */
let seat: string | undefined;
export const actAs = (cookie: string | undefined) => {
  seat = cookie;
};

export function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (seat) headers.set("Cookie", [headers.get("Cookie"), seat].filter(Boolean).join("; "));
  if (json !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${baseUrl()}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
}

/** Recreates and reseeds the instance, as `npm run reset` does. */
export async function resetInstance(): Promise<void> {
  const response = await call("/operator/reset", {
    method: "POST",
    headers: { Authorization: `Bearer ${inject("operatorToken")}` },
  });
  if (!response.ok) throw new Error(`reset failed: ${response.status} ${await response.text()}`);
}

export async function isSolved(key: string): Promise<boolean> {
  const response = await call(`/api/Challenges/?key=${encodeURIComponent(key)}`);
  if (response.status !== 200) throw new Error(`GET /api/Challenges answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: { solved: boolean }[] };
  if (body.data.length !== 1) throw new Error(`no challenge ${key}`);
  const { solved } = body.data[0]!;
  // Into the proof ledger (tests/support/proofs.ts): this test saw the key so.
  const test = getCurrentTest();
  if (test) (test.meta.solves ??= []).push(observation(key, solved));
  return solved;
}

export async function login(email: string, password: string): Promise<Response> {
  return call("/rest/user/login", { method: "POST", json: { email, password } });
}

/** Logs in and returns the session token (throws when the login does not succeed). */
export async function tokenFor(email: string, password: string): Promise<string> {
  const response = await login(email, password);
  if (response.status !== 200) throw new Error(`login as ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { authentication: { token: string } }).authentication.token;
}

/** Headers of a request sent with a session token, as the shop's pages send it. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The payload of a session token (not verified: tests read what the shop put in it). */
export const tokenData = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { data: Record<string, unknown> }).data;

type Pong = Extract<ServerMessage, { type: "pong" }>;

/** A browser-like client of the instance room (call `opened()` before anything else). */
export class RoomClient {
  private socket!: PartySocket;
  private readonly connecting: Promise<void>;
  /** What the room sent, but the barrier's pongs. */
  readonly messages: Exclude<ServerMessage, Pong>[] = [];
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private pings = 0;

  /** `since`: also replay solves from this time (ms) on, as a page that is still loading asks. */
  constructor({ since }: { since?: number } = {}) {
    this.connecting = ownRoom().then(({ party, name }) => {
      const { host } = new URL(baseUrl());
      const query = since === undefined ? undefined : { since: String(since) };
      this.socket = new PartySocket({ host, party, room: name, query, WebSocket, maxRetries: 0 });
      this.socket.addEventListener("message", (e: MessageEvent) => {
        const message = JSON.parse(String(e.data)) as ServerMessage;
        if (message.type !== "pong") this.messages.push(message);
        this.waiters = this.waiters.filter((w) => (w.match(message) ? (w.resolve(message), false) : true));
      });
      return new Promise<void>((resolve) => this.socket.addEventListener("open", () => resolve(), { once: true }));
    });
  }

  opened(): Promise<void> {
    return this.connecting;
  }

  /** Sends raw text, as a misbehaving client might. */
  sendRaw(text: string) {
    this.socket.send(text);
  }

  send(message: ClientMessage | Record<string, unknown>) {
    this.sendRaw(JSON.stringify(message));
  }

  next(match: (m: ServerMessage) => boolean, timeoutMs = 3000): Promise<ServerMessage> {
    const seen = this.messages.find((m) => match(m));
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no matching room message in time")), timeoutMs);
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  solved(key: string, timeoutMs?: number): Promise<ChallengeSolvedEvent> {
    return this.next((m) => m.type === "challenge solved" && m.data.key === key, timeoutMs).then(
      (m) => (m as Extract<ServerMessage, { type: "challenge solved" }>).data,
    );
  }

  /**
   * Resolves once the room has handled everything this client sent before, and everything the
   * room sent this client before that has arrived (a round trip, instead of sleeping).
   */
  async barrier(): Promise<void> {
    const nonce = `barrier-${++this.pings}`;
    const pong = this.next((m) => m.type === "pong" && m.data === nonce);
    this.send({ type: "ping", data: nonce });
    await pong;
  }

  close() {
    this.socket.close();
  }
}
