import { Server, type Connection } from "partyserver";
import { buildBoard, type Board, type SolveRow, type StudentRow } from "../worker/cohort/board";
import { newStudentId, seatInstanceName, type Seat } from "../worker/cohort/identity";
import type { CohortPatch, NewCohort } from "../worker/cohort/schemas";
import type { PresetName } from "../worker/config/presets";
import type { CohortClock } from "./events";

/** What the cohort keeps of a student's progress: restored into a fresh shop after cleanup. */
export interface Progress {
  solved: string[];
  coding: { key: string; status: 1 | 2 }[];
}

/** What a student's instance needs from its cohort when it starts. */
export interface SeatInfo {
  preset: PresetName;
  idleMs: number;
  cohort: CohortClock;
  progress: Progress;
}

export interface CohortSummary {
  code: string;
  name: string;
  joinUrl: string;
  endsAt: string | null;
  preset: PresetName;
  maxStudents: number;
  idleMinutes: number;
  hasPasscode: boolean;
  students: number;
  createdAt: string;
}

export type JoinResult =
  | { ok: true; seat: Seat; name: string; returning: boolean }
  | { ok: false; status: 403 | 404 | 409 | 429; error: string; retryAfter?: number };

/** From the cohort room to the trainer's board. */
export type BoardMessage = { type: "board changed" } | { type: "solve"; data: { name: string; key: string; at: string } };

interface Settings {
  code: string;
  name: string;
  origin: string;
  passcodeHash: string | null;
  salt: string;
  endsAt: number | null;
  preset: PresetName;
  maxStudents: number;
  idleMinutes: number;
  createdAt: number;
}

/** Allows `capacity` at once, refilled at `perSecond`: bounds joins and passcode guesses per cohort. */
class Bucket {
  #tokens: number;
  #at = Date.now();
  constructor(
    readonly capacity: number,
    readonly perSecond: number,
  ) {
    this.#tokens = capacity;
  }
  /** Seconds until a token is free, or 0 after taking one. */
  take(): number {
    const now = Date.now();
    this.#tokens = Math.min(this.capacity, this.#tokens + ((now - this.#at) / 1000) * this.perSecond);
    this.#at = now;
    if (this.#tokens < 1) return Math.ceil((1 - this.#tokens) / this.perSecond);
    this.#tokens--;
    return 0;
  }
}

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const hashPasscode = async (salt: string, passcode: string) => hex(await crypto.subtle.digest("SHA-256", encoder.encode(`${salt}\u0000${passcode}`)));
/** Names compare the way people read them: "Ada", "ada" and "Ａｄａ" are one student. */
const nameKey = (name: string) => name.normalize("NFKC").toLocaleLowerCase("en");
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * One cohort: its settings, roster and progress record, and the room of its trainer's board
 * (/parties/cohort/<code>, reached only with a trainer session). Student instances report their
 * solves here; the trainer's resets and broadcasts go out from here to the instances.
 */
export class Cohort extends Server<Env> {
  static override options = { hibernate: true };

  /** A class of thirty joining in the same minute passes; a script hammering a leaked link does not. */
  readonly #joins = new Bucket(60, 1);
  readonly #guesses = new Bucket(20, 1 / 3);
  #settings: Settings | null | undefined;

  override onStart(): void {
    this.#ready();
  }

  #hasTables = false;

  /**
   * Makes the tables, once per object: RPC reaches the object without partyserver's start, so
   * every RPC method begins here too.
   */
  #ready(): void {
    if (this.#hasTables) return;
    const sql = this.ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS settings (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)`);
    sql.exec(
      // kind: "browser" (joined by link, a shop here) or "deploy" (their own deployment reports here).
      `CREATE TABLE IF NOT EXISTS students (id TEXT PRIMARY KEY, name TEXT NOT NULL, nameKey TEXT NOT NULL UNIQUE, passHash TEXT, joinedAt INTEGER NOT NULL, active INTEGER NOT NULL DEFAULT 1, kind TEXT NOT NULL DEFAULT 'browser')`,
    );
    sql.exec(
      `CREATE TABLE IF NOT EXISTS solves (student TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL, counted INTEGER NOT NULL, PRIMARY KEY (student, key))`,
    );
    sql.exec(
      `CREATE TABLE IF NOT EXISTS coding (student TEXT NOT NULL, key TEXT NOT NULL, status INTEGER NOT NULL, PRIMARY KEY (student, key))`,
    );
    this.#hasTables = true;
  }

  #load(): Settings | null {
    if (this.#settings === undefined) {
      // Read before the tables exist too: asking about a code nobody created writes nothing.
      const sql = this.ctx.storage.sql;
      if (sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'settings'`).toArray().length === 0) return null;
      const row = sql.exec<{ json: string }>(`SELECT json FROM settings WHERE id = 1`).toArray()[0];
      this.#settings = row ? (JSON.parse(row.json) as Settings) : null;
    }
    return this.#settings;
  }

  #save(settings: Settings) {
    this.ctx.storage.sql.exec(`INSERT OR REPLACE INTO settings (id, json) VALUES (1, ?)`, JSON.stringify(settings));
    this.#settings = settings;
  }

  #summary(s: Settings): CohortSummary {
    const [row] = this.ctx.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM students`).toArray();
    return {
      code: s.code,
      name: s.name,
      joinUrl: `${s.origin}/join/${s.code}`,
      endsAt: iso(s.endsAt),
      preset: s.preset,
      maxStudents: s.maxStudents,
      idleMinutes: s.idleMinutes,
      hasPasscode: s.passcodeHash !== null,
      students: row?.n ?? 0,
      createdAt: new Date(s.createdAt).toISOString(),
    };
  }

  // ---- The trainer (through the worker's trainer API) ----

  async create(code: string, origin: string, settings: NewCohort): Promise<CohortSummary> {
    this.#ready();
    if (this.#load()) throw new Error(`cohort ${code} exists`);
    const salt = crypto.randomUUID();
    const saved: Settings = {
      code,
      name: settings.name,
      origin,
      salt,
      passcodeHash: settings.passcode ? await hashPasscode(salt, settings.passcode) : null,
      endsAt: settings.endsAt ?? null,
      preset: settings.preset,
      maxStudents: settings.maxStudents,
      idleMinutes: settings.idleMinutes,
      createdAt: Date.now(),
    };
    this.#save(saved);
    return this.#summary(saved);
  }

  async summary(): Promise<CohortSummary | null> {
    const settings = this.#load();
    return settings && this.#summary(settings);
  }

  async update(patch: CohortPatch): Promise<CohortSummary | null> {
    this.#ready();
    const settings = this.#load();
    if (!settings) return null;
    const next: Settings = {
      ...settings,
      name: patch.name ?? settings.name,
      endsAt: patch.endsAt === undefined ? settings.endsAt : patch.endsAt,
      maxStudents: patch.maxStudents ?? settings.maxStudents,
    };
    this.#save(next);
    if (next.endsAt !== settings.endsAt) {
      // Solves already recorded are judged again against the new end time.
      this.ctx.storage.sql.exec(`UPDATE solves SET counted = (? IS NULL OR at <= ?)`, next.endsAt, next.endsAt);
    }
    await this.#toActive((instance, student) => instance.cohortChanged(this.#clock(next, student.name)));
    this.#tellTrainers({ type: "board changed" });
    return this.#summary(next);
  }

  async board(): Promise<Board | null> {
    this.#ready();
    const settings = this.#load();
    if (!settings) return null;
    const sql = this.ctx.storage.sql;
    const roster = sql
      .exec<{ id: string; name: string; active: number; kind: string }>(`SELECT id, name, active, kind FROM students ORDER BY joinedAt`)
      .toArray()
      .map((r): StudentRow => ({ id: r.id, name: r.name, active: r.active === 1, via: r.kind === "deploy" ? "deploy" : "browser" }));
    const solves = sql
      .exec<{ student: string; key: string; at: number; counted: number }>(`SELECT student, key, at, counted FROM solves`)
      .toArray()
      .map((r): SolveRow => ({ ...r, counted: r.counted === 1 }));
    const { code, name, endsAt } = settings;
    const cohort = { code, name, joinUrl: this.#summary(settings).joinUrl, endsAt: iso(endsAt), frozen: endsAt !== null && Date.now() > endsAt };
    return buildBoard(cohort, roster, solves);
  }

  /** Rebuilds one student's shop (by display name) or everyone's; progress is kept. Returns whose. */
  async reset(studentName?: string): Promise<string[] | null> {
    this.#ready();
    if (!this.#load()) return null;
    const reset: string[] = [];
    const only = studentName === undefined ? undefined : nameKey(studentName);
    await this.#toActive(async (instance, student) => {
      if (only !== undefined && nameKey(student.name) !== only) return;
      await instance.trainerReset(this.#progress(student.id));
      reset.push(student.name);
    });
    return reset;
  }

  /** Shows a message in every open page of every student; returns how many pages it reached. */
  async sendMessage(message: string): Promise<number | null> {
    this.#ready();
    if (!this.#load()) return null;
    const reached: number[] = [];
    const at = new Date().toISOString();
    await this.#toActive(async (instance) => {
      reached.push(await instance.cohortMessage({ message, at }));
    });
    return reached.reduce((sum, pages) => sum + pages, 0);
  }

  /** Runs an action on every student whose instance exists; one failing student does not stop the rest. */
  async #toActive(action: (instance: DurableObjectStub<import("./instance").Instance>, student: { id: string; name: string }) => Promise<void>) {
    const code = this.#load()?.code ?? "";
    const students = this.ctx.storage.sql.exec<{ id: string; name: string }>(`SELECT id, name FROM students WHERE active = 1`).toArray();
    await Promise.all(
      students.map((student) =>
        action(this.env.Instance.getByName(seatInstanceName({ code, student: student.id })), student).catch((error: unknown) =>
          console.error(`cohort ${code}: student ${student.name}:`, error),
        ),
      ),
    );
  }

  // ---- Students (through the worker's join route) ----

  async join(name: string, passcode: string | undefined): Promise<JoinResult> {
    this.#ready();
    const settings = this.#load();
    if (!settings) return { ok: false, status: 404, error: "There is no such cohort. Ask your trainer for the join link." };
    const sql = this.ctx.storage.sql;
    const wrong = (error: string): JoinResult => {
      const retryAfter = this.#guesses.take();
      return retryAfter ? { ok: false, status: 429, error: "Too many attempts. Wait a little and try again.", retryAfter } : { ok: false, status: 403, error };
    };
    if (settings.passcodeHash && (!passcode || (await hashPasscode(settings.salt, passcode)) !== settings.passcodeHash)) {
      return wrong("That passcode is not right. Your trainer has it.");
    }
    const key = nameKey(name);
    const existing = sql.exec<{ id: string; name: string; passHash: string | null }>(`SELECT id, name, passHash FROM students WHERE nameKey = ?`, key).toArray()[0];
    if (existing) {
      // Coming back from another browser: the same name with the passcode it joined with.
      if (existing.passHash && passcode && (await hashPasscode(settings.salt, passcode)) === existing.passHash) {
        return { ok: true, seat: { code: settings.code, student: existing.id }, name: existing.name, returning: true };
      }
      return wrong(
        existing.passHash
          ? "This name is taken, and the passcode does not match the one it joined with."
          : "This name is taken. Pick another one, or go back to the browser you joined with.",
      );
    }
    const retryAfter = this.#joins.take();
    if (retryAfter) return { ok: false, status: 429, error: "Many students are joining right now. Try again in a moment.", retryAfter };
    const [count] = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM students`).toArray();
    if ((count?.n ?? 0) >= settings.maxStudents) {
      return { ok: false, status: 409, error: "This cohort is full. Ask your trainer to raise its student cap." };
    }
    const id = newStudentId();
    const passHash = passcode ? await hashPasscode(settings.salt, passcode) : null;
    sql.exec(`INSERT INTO students (id, name, nameKey, passHash, joinedAt, active) VALUES (?, ?, ?, ?, ?, 0)`, id, name, key, passHash, Date.now());
    this.#tellTrainers({ type: "board changed" });
    return { ok: true, seat: { code: settings.code, student: id }, name, returning: false };
  }

  /**
   * A student whose shop is their own deployment: a seat on the board without a shop here. Their
   * deployment reports solves with the token the trainer hands out for this seat.
   */
  async addDeployedStudent(name: string): Promise<{ ok: true; seat: Seat } | { ok: false; status: 404 | 409; error: string }> {
    this.#ready();
    const settings = this.#load();
    if (!settings) return { ok: false, status: 404, error: "There is no such cohort." };
    const sql = this.ctx.storage.sql;
    if (sql.exec(`SELECT 1 FROM students WHERE nameKey = ?`, nameKey(name)).toArray().length > 0) {
      return { ok: false, status: 409, error: "A student of that name is already in the cohort." };
    }
    const id = newStudentId();
    sql.exec(`INSERT INTO students (id, name, nameKey, passHash, joinedAt, active, kind) VALUES (?, ?, ?, NULL, ?, 0, 'deploy')`, id, name, nameKey(name), Date.now());
    this.#tellTrainers({ type: "board changed" });
    return { ok: true, seat: { code: settings.code, student: id } };
  }

  // ---- Student instances (RPC from party/instance.ts) ----

  #clock(settings: Settings, student: string): CohortClock {
    return { code: settings.code, name: settings.name, student, endsAt: iso(settings.endsAt) };
  }

  #progress(student: string): Progress {
    const sql = this.ctx.storage.sql;
    return {
      solved: sql.exec<{ key: string }>(`SELECT key FROM solves WHERE student = ?`, student).toArray().map((r) => r.key),
      coding: sql
        .exec<{ key: string; status: number }>(`SELECT key, status FROM coding WHERE student = ?`, student)
        .toArray()
        .map((r) => ({ key: r.key, status: r.status === 2 ? 2 : 1 })),
    };
  }

  /** A student's instance starts (first visit, or after cleanup): what it needs, or null for no such student. */
  async seatInfo(student: string): Promise<SeatInfo | null> {
    this.#ready();
    const settings = this.#load();
    const row = this.ctx.storage.sql.exec<{ name: string }>(`SELECT name FROM students WHERE id = ?`, student).toArray()[0];
    if (!settings || !row) return null;
    this.ctx.storage.sql.exec(`UPDATE students SET active = 1 WHERE id = ?`, student);
    return {
      preset: settings.preset,
      idleMs: settings.idleMinutes * 60_000,
      cohort: this.#clock(settings, row.name),
      progress: this.#progress(student),
    };
  }

  /** Records a student's solve once; only students of this cohort have solves. */
  async recordSolve(student: string, key: string, at: number): Promise<"recorded" | "known" | "no such student"> {
    this.#ready();
    const settings = this.#load();
    const sql = this.ctx.storage.sql;
    const name = sql.exec<{ name: string }>(`SELECT name FROM students WHERE id = ?`, student).toArray()[0]?.name;
    if (!settings || name === undefined) return "no such student";
    const counted = settings.endsAt === null || at <= settings.endsAt;
    const inserted = sql
      .exec(`INSERT OR IGNORE INTO solves (student, key, at, counted) VALUES (?, ?, ?, ?) RETURNING key`, student, key, at, counted ? 1 : 0)
      .toArray();
    if (inserted.length === 0) return "known";
    if (counted) this.#tellTrainers({ type: "solve", data: { name, key, at: new Date(at).toISOString() } });
    this.#tellTrainers({ type: "board changed" });
    return "recorded";
  }

  async recordCoding(student: string, key: string, status: 1 | 2): Promise<void> {
    this.#ready();
    this.ctx.storage.sql.exec(
      `INSERT INTO coding (student, key, status) VALUES (?, ?, ?) ON CONFLICT (student, key) DO UPDATE SET status = MAX(status, excluded.status)`,
      student,
      key,
      status,
    );
  }

  /** The instance deleted its storage after being idle; the next visit starts a fresh one. */
  async instanceCleaned(student: string): Promise<void> {
    this.#ready();
    this.ctx.storage.sql.exec(`UPDATE students SET active = 0 WHERE id = ?`, student);
    this.#tellTrainers({ type: "board changed" });
  }

  // ---- The trainer's board room ----

  override onRequest(): Response {
    return Response.json({ error: "The cohort room speaks WebSocket only." }, { status: 426 });
  }

  /** The board's sockets only listen. */
  override onMessage(_connection: Connection): void {}

  #tellTrainers(message: BoardMessage) {
    this.broadcast(JSON.stringify(message));
  }
}
