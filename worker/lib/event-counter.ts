import { and, count, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../db/handle";
import { events } from "../db/schema";

/**
 * Timestamped events of one kind, counted per subject (a user, a sender, a challenge, the whole
 * instance) over a sliding window: rate limits, floods, a customer's insistence. Isolates share no
 * memory, so the events live in the instance's Events table and a reset forgets them. Without a
 * window, every recorded event counts until a reset.
 */
export function eventCounter(kind: string, windowMs?: number) {
  const within = (subject: string, now: number) =>
    windowMs === undefined
      ? and(eq(events.kind, kind), eq(events.subject, subject))
      : and(eq(events.kind, kind), eq(events.subject, subject), gte(events.at, now - windowMs));
  return {
    /** Records one event now; events of this kind that left the window are dropped on the way. */
    async record(db: Db, subject: string, now = Date.now()): Promise<void> {
      await db.insert(events).values({ kind, subject, at: now });
      if (windowMs !== undefined) await db.delete(events).where(and(eq(events.kind, kind), lt(events.at, now - windowMs)));
    },
    /** How many of the subject's events fall within the window. */
    async count(db: Db, subject: string, now = Date.now()): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events).where(within(subject, now));
      return row?.n ?? 0;
    },
    /** Records one event now and says how many the subject has within the window, this one included. */
    async recordAndCount(db: Db, subject: string, now = Date.now()): Promise<number> {
      await this.record(db, subject, now);
      return this.count(db, subject, now);
    },
    /** Forgets the subject's events (a limit that was reached starts again). */
    async clear(db: Db, subject: string): Promise<void> {
      await db.delete(events).where(and(eq(events.kind, kind), eq(events.subject, subject)));
    },
  };
}
