import { sql } from "drizzle-orm";
import type { Db, Statement } from "../db/handle";
import { challenges, hints } from "../db/schema";
import { catalogue } from "./registry";
import type { ChallengeDefinition } from "./types";

/** A challenge module's static columns of the Challenges table. */
function staticColumns(c: ChallengeDefinition) {
  return {
    key: c.key,
    name: c.name,
    category: c.category,
    tags: c.tags.length > 0 ? c.tags.join(",") : null,
    description: c.description,
    difficulty: c.difficulty,
    hint: c.hints[0] ?? null,
    hintUrl: null,
    mitigationUrl: c.mitigationUrl,
    tutorialOrder: c.tutorialOrder,
  };
}

/** The game's rows of a new instance: one Challenges row per module, and its hints. */
export function challengeSeedStatements(db: Db): Statement[] {
  return catalogue.flatMap((c) => [
    db.insert(challenges).values({ id: c.id, ...staticColumns(c) }),
    ...c.hints.map((text, order) => db.insert(hints).values({ ChallengeId: c.id, text, order })),
  ]);
}

/**
 * Brings an existing instance's rows up to date with the modules: new challenges appear, changed
 * texts are rewritten, and what the instance owns (solved, coding status, unlocked hints) stays.
 */
export function catalogueSyncStatements(db: Db): Statement[] {
  return catalogue.flatMap((c) => {
    const columns = staticColumns(c);
    return [
      db.insert(challenges).values({ id: c.id, ...columns }).onConflictDoUpdate({ target: challenges.id, set: columns }),
      ...c.hints.map((text, order) =>
        db
          .insert(hints)
          .values({ ChallengeId: c.id, text, order })
          .onConflictDoUpdate({ target: [hints.ChallengeId, hints.order], set: { text, updatedAt: sql`excluded.updatedAt` } }),
      ),
    ];
  });
}
