import { inject } from "vitest";
import WebSocket from "ws";
import { actAs, baseUrl } from "./instance";

/** A request of the trainer's scripts: the bearer token. */
export function trainer(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("Authorization", `Bearer ${inject("trainerToken")}`);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${baseUrl()}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
}

export interface NewCohort {
  name?: string;
  passcode?: string;
  endsAt?: string;
  preset?: string;
  maxStudents?: number;
  idleMinutes?: number;
}

/** Creates a cohort as a trainer's script does; returns its code. */
export async function createCohort(settings: NewCohort = {}): Promise<string> {
  const response = await trainer("/trainer/api/cohorts", { method: "POST", json: { name: "Tuesday class", ...settings } });
  if (response.status !== 201) throw new Error(`creating a cohort answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { code: string }).code;
}

export interface Board {
  cohort: { code: string; name: string; endsAt: string | null; frozen: boolean };
  students: { name: string; score: number; solved: string[]; lastSolveAt: string | null; active: boolean }[];
  challenges: { key: string; solvers: number; firstSolve: { name: string; at: string } | null }[];
  timeline: { at: string; name: string; key: string; points: number }[];
}

export async function board(code: string): Promise<Board> {
  const response = await trainer(`/trainer/api/cohorts/${code}/board`);
  if (response.status !== 200) throw new Error(`board answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Board;
}

/** The name=value of a response's cookie. */
export function cookieFrom(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}

/** POST /join/<code> with JSON, as a script would. */
export function joinRequest(code: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl()}/join/${code}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

/** A student in their own browser: joins, then every call of the shared helpers goes to their shop. */
export class Student {
  seat = "";
  constructor(
    readonly name: string,
    readonly passcode?: string,
  ) {}

  async join(code: string): Promise<this> {
    const response = await joinRequest(code, { name: this.name, ...(this.passcode ? { passcode: this.passcode } : {}) });
    if (response.status !== 201 && response.status !== 200) throw new Error(`join answered ${response.status}: ${await response.text()}`);
    this.seat = cookieFrom(response, "squeeze_seat") ?? "";
    if (!this.seat) throw new Error("join set no seat cookie");
    return this;
  }

  /** From now on the shared helpers (call, isSolved, login…) act in this student's shop. */
  use(): this {
    actAs(this.seat);
    return this;
  }

  /** A socket to this student's own room, as their page opens it. */
  async room(): Promise<RoomSocket> {
    const instance = (await (await fetch(`${baseUrl()}/rest/admin/instance`, { headers: { Cookie: this.seat } })).json()) as {
      room: { party: string; name: string };
    };
    return RoomSocket.open(`/parties/${instance.room.party}/${instance.room.name}`, this.seat);
  }
}

/** A raw WebSocket with a cookie (a browser sends its cookies with the handshake). */
export class RoomSocket {
  readonly messages: { type: string; data?: unknown }[] = [];
  private waiters: { match: (m: { type: string; data?: unknown }) => boolean; resolve: (m: { type: string; data?: unknown }) => void }[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data?: unknown };
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => (w.match(message) ? (w.resolve(message), false) : true));
    });
  }

  static open(path: string, cookie: string): Promise<RoomSocket> {
    const socket = new WebSocket(`${baseUrl().replace(/^http/, "ws")}${path}`, { headers: { Cookie: cookie, Origin: baseUrl() } });
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(new RoomSocket(socket)));
      socket.once("unexpected-response", (_request, response) => reject(new Error(`the socket was refused: ${response.statusCode}`)));
      socket.once("error", reject);
    });
  }

  next(type: string, timeoutMs = 5000): Promise<{ type: string; data?: unknown }> {
    const seen = this.messages.find((m) => m.type === type);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match: (m) => m.type === type,
        resolve: (m) => {
          clearTimeout(timer);
          this.messages.splice(this.messages.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }

  /** Gone at once, as a closed tab (the close handshake would only add waiting). */
  close(): void {
    this.socket.terminate();
  }
}

/** A trainer's browser session cookie (the board page signs in with the token). */
export async function trainerSession(): Promise<string> {
  const response = await fetch(`${baseUrl()}/trainer/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: inject("trainerToken") }),
  });
  if (response.status !== 204) throw new Error(`sign-in answered ${response.status}`);
  return cookieFrom(response, "squeeze_trainer")!;
}
