import PartySocket from "partysocket";
import { inject } from "vitest";
import WebSocket from "ws";
import type { ChallengeSolvedEvent, ClientMessage, ServerMessage } from "../../party/events";

export const baseUrl = () => inject("baseUrl");

export function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
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
  const body = (await response.json()) as { data: { solved: boolean }[] };
  if (body.data.length !== 1) throw new Error(`no challenge ${key}`);
  return body.data[0]!.solved;
}

export async function login(email: string, password: string): Promise<Response> {
  return call("/rest/user/login", { method: "POST", json: { email, password } });
}

/** A browser-like client of the instance room. */
export class RoomClient {
  readonly socket: PartySocket;
  readonly messages: ServerMessage[] = [];
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];

  constructor() {
    const { host } = new URL(baseUrl());
    this.socket = new PartySocket({ host, party: "instance-room", room: "default", WebSocket, maxRetries: 0 });
    this.socket.addEventListener("message", (e: MessageEvent) => {
      const message = JSON.parse(String(e.data)) as ServerMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => (w.match(message) ? (w.resolve(message), false) : true));
    });
  }

  opened(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve) => this.socket.addEventListener("open", () => resolve(), { once: true }));
  }

  send(message: ClientMessage | Record<string, unknown>) {
    this.socket.send(JSON.stringify(message));
  }

  next(match: (m: ServerMessage) => boolean, timeoutMs = 3000): Promise<ServerMessage> {
    const seen = this.messages.find(match);
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

  close() {
    this.socket.close();
  }
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
