import { challengeByKey } from "../worker/challenges/registry";
import { solve, solveCodingPart } from "../worker/challenges/engine";
import { seatOfInstance, type Seat } from "../worker/cohort/identity";
import { environmentFor } from "../worker/config/environment";
import { bumpDataVersion, readDataVersion } from "../worker/db/data-version";
import { durableHandle } from "../worker/db/handle";
import { createHost } from "../worker/host";
import { assetTextFiles } from "../worker/i18n/texts";
import { createInstanceContext, type InstanceContext } from "../worker/instance/context";
import { ensureInstance, resetInstance } from "../worker/instance/lifecycle";
import { isApiPath } from "../worker/paths";
import type { Progress, SeatInfo } from "./cohort";
import type { ChallengeSolvedEvent, CodeChallengeSolvedEvent, CohortClock } from "./events";
import { RoomServer } from "./room";

/** How often, at most, the time of the last request is written down (for cleanup after an eviction). */
const activityWriteMs = 30_000;

/**
 * One instance in one Durable Object (the `durable-object` store): its whole data in the object's
 * own SQLite, its API, and its room. Addressed by the instance's name.
 *
 * In cohort mode the name is a student's seat (worker/cohort/identity.ts): the instance then runs
 * its cohort's preset, reports solves to the cohort, and deletes itself once idle; the cohort's
 * record restores the student's progress into the fresh shop of their next visit.
 */
export class Instance extends RoomServer {
  readonly #data = durableHandle(this.ctx.storage);
  readonly #host = createHost(() => this.instance());
  /** Why the instance could not be made playable, until a later request succeeds. */
  #failure: Error | null = null;
  /** Null outside cohort mode. */
  readonly #seat: Seat | null = seatOfInstance(this.ctx.id.name ?? "");
  #seatInfo: SeatInfo | null = null;
  /** The storage was deleted after idling: the next request builds the shop again. */
  #cleaned = false;
  /** Progress restored from the cohort is not reported back to it. */
  #restoring = false;
  #lastActive = Date.now();
  #activityWritten = 0;

  protected override async instance(): Promise<InstanceContext> {
    const context = createInstanceContext(this.name, this.#data, this, environmentFor(this.env, this.#seatInfo?.preset), assetTextFiles(this.env.ASSETS));
    return this.#seatInfo ? { ...context, cohort: this.#seatInfo.cohort } : context;
  }

  /** Runs once per object start, before any request or message (partyserver blocks them meanwhile). */
  override async onStart(): Promise<void> {
    await this.#prepare();
  }

  #cohort() {
    return this.env.Cohort.getByName(this.#seat!.code);
  }

  async #prepare(): Promise<void> {
    try {
      if (this.#seat) {
        this.#seatInfo = await this.#cohort().seatInfo(this.#seat.student);
        if (!this.#seatInfo) throw new Error("this seat belongs to no student of the cohort");
      }
      const ctx = await this.instance();
      const { created } = await ensureInstance(ctx.data, ctx.config);
      this.#failure = null;
      this.#cleaned = false;
      if (created && this.#seatInfo) await this.#restore(ctx, this.#seatInfo.progress);
      if (created) await this.serverStarted();
      if (this.#seatInfo && (await this.ctx.storage.getAlarm()) === null) {
        await this.ctx.storage.setAlarm(Date.now() + this.#seatInfo.idleMs);
      }
    } catch (error) {
      // Kept, not thrown: partyserver would answer with a bare stack trace; the API answers 503.
      this.#failure = error as Error;
    }
  }

  /** Puts back what the student had earned, as continue codes would, without announcing it as new. */
  async #restore(ctx: InstanceContext, progress: Progress): Promise<void> {
    this.#restoring = true;
    try {
      for (const key of progress.solved) {
        const challenge = challengeByKey.get(key);
        if (challenge) await solve(ctx, challenge, { isRestore: true });
      }
      for (const { key, status } of progress.coding) {
        const challenge = challengeByKey.get(key);
        if (challenge) await solveCodingPart(ctx, challenge, status);
      }
    } finally {
      this.#restoring = false;
    }
  }

  /** For the page cache (worker/page-cache.ts), over RPC: cheaper than a request to the API. */
  async dataVersion(): Promise<number | null> {
    return this.#failure || this.#cleaned ? null : readDataVersion(this.#data);
  }

  override async onRequest(request: Request): Promise<Response> {
    if (!isApiPath(new URL(request.url).pathname)) return super.onRequest(request);
    this.#active();
    if (this.#failure || this.#cleaned) await this.ctx.blockConcurrencyWhile(() => this.#prepare());
    if (this.#failure) {
      return Response.json({ error: `The instance is not available: ${this.#failure.message}` }, { status: 503 });
    }
    return this.#host.fetch(request, this.env);
  }

  // ---- Cohort mode ----

  #active() {
    this.#lastActive = Date.now();
    if (this.#seat && this.#lastActive - this.#activityWritten > activityWriteMs) {
      this.#activityWritten = this.#lastActive;
      void this.ctx.storage.put("lastActive", this.#lastActive);
    }
  }

  override async challengeSolved(event: ChallengeSolvedEvent): Promise<void> {
    await super.challengeSolved(event);
    if (!this.#seat || event.isRestore) return;
    try {
      await this.#cohort().recordSolve(this.#seat.student, event.key, Date.now());
    } catch (error) {
      // The solve stays in the student's shop; the board misses it until it is solved again.
      console.error(`could not report ${event.key} to cohort ${this.#seat.code}:`, error);
    }
  }

  override async codeChallengeSolved(event: CodeChallengeSolvedEvent): Promise<void> {
    await super.codeChallengeSolved(event);
    if (!this.#seat || this.#restoring) return;
    await this.#cohort()
      .recordCoding(this.#seat.student, event.key, event.codingChallengeStatus)
      .catch((error: unknown) => console.error(`could not report coding of ${event.key}:`, error));
  }

  /** The trainer reset this student's shop: rebuilt from the seed, with their progress put back. */
  async trainerReset(progress: Progress): Promise<void> {
    await this.ctx.blockConcurrencyWhile(async () => {
      // Reached by RPC, perhaps before this object's start: the cohort's preset must be known first.
      if (this.#failure || this.#cleaned || (this.#seat && !this.#seatInfo)) await this.#prepare();
      const ctx = await this.instance();
      await resetInstance(ctx.data, ctx.config);
      await this.#restore(ctx, progress);
    });
    await this.serverStarted();
  }

  /** A trainer's broadcast: shown in every open page; returns how many pages it reached. */
  async cohortMessage(message: { message: string; at: string }): Promise<number> {
    let pages = 0;
    for (const connection of this.getConnections()) {
      connection.send(JSON.stringify({ type: "cohort message", data: message }));
      pages++;
    }
    return pages;
  }

  /** The trainer changed the cohort (its end time, its name): open pages update their clock. */
  async cohortChanged(clock: CohortClock): Promise<void> {
    if (this.#seatInfo) this.#seatInfo = { ...this.#seatInfo, cohort: clock };
    // Cached pages carry the clock: they are rendered again.
    if (!this.#failure && !this.#cleaned) await bumpDataVersion(this.#data).catch(() => undefined);
    this.broadcast(JSON.stringify({ type: "cohort changed", data: clock }));
  }

  /**
   * Cleans up an idle student instance: the storage goes (the cohort keeps the progress), and the
   * next visit builds a fresh shop. An open page counts as activity.
   */
  override async onAlarm(): Promise<void> {
    // Outside cohort mode the alarm is the room's (solve reports to a trainer's deployment).
    if (!this.#seat) return super.onAlarm();
    if (!this.#seatInfo) return;
    const stored = (await this.ctx.storage.get<number>("lastActive")) ?? 0;
    const idleSince = Math.max(this.#lastActive, stored);
    const due = idleSince + this.#seatInfo.idleMs;
    let open = false;
    for (const _ of this.getConnections()) open = true;
    if (open || Date.now() < due) {
      await this.ctx.storage.setAlarm(open ? Date.now() + this.#seatInfo.idleMs : due);
      return;
    }
    await this.#cohort().instanceCleaned(this.#seat.student);
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.#cleaned = true;
    this.#activityWritten = 0;
  }
}
