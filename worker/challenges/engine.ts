import { and, eq, lt } from "drizzle-orm";
import { challenges } from "../db/schema";
import type { InstanceContext } from "../instance";
import { challengeByKey, plainDescription, type ChallengeDefinition, type ChallengeKey } from "./catalogue";
import { flagFor } from "./flags";

async function announceSolved(ctx: InstanceContext, challenge: ChallengeDefinition, isRestore: boolean) {
  try {
    await ctx.announce.challengeSolved({
      key: challenge.key,
      name: challenge.name,
      challenge: `${challenge.name} (${plainDescription(challenge)})`,
      flag: await flagFor(ctx.ctfKey, challenge.name),
      hidden: !ctx.config.challenges.showSolvedNotifications,
      isRestore,
    });
  } catch (error) {
    // The solve is recorded either way; a browser that missed it restores it from the score board.
    console.error(`could not announce ${challenge.key}:`, error);
  }
}

/**
 * Records a solve and announces it to the instance room. Idempotent: only the request that flips
 * the challenge from unsolved to solved announces it. Returns whether this call solved it.
 */
export async function solve(
  ctx: InstanceContext,
  key: ChallengeKey,
  options: { isRestore?: boolean } = {},
): Promise<boolean> {
  const challenge = challengeByKey.get(key);
  if (!challenge) throw new Error(`unknown challenge ${key}`);
  const flipped = await ctx.data.db
    .update(challenges)
    .set({ solved: true, updatedAt: new Date().toISOString() })
    .where(and(eq(challenges.key, key), eq(challenges.solved, false)))
    .returning({ id: challenges.id });
  if (flipped.length === 0) return false;
  await announceSolved(ctx, challenge, options.isRestore ?? false);
  return true;
}

/** Solves `key` when the predicate holds. It sits where the vulnerability lives. */
export async function solveIf(
  ctx: InstanceContext,
  key: ChallengeKey,
  predicate: () => boolean | Promise<boolean>,
): Promise<boolean> {
  return (await predicate()) ? solve(ctx, key) : false;
}

/** Sends the solved notification of an already solved challenge again (marked as a restore). */
export async function repeatNotification(ctx: InstanceContext, challenge: ChallengeDefinition): Promise<void> {
  await announceSolved(ctx, challenge, true);
}

/** Raises a challenge's coding status (1: Find It done, 2: Fix It done) and announces it. */
export async function solveCodingPart(ctx: InstanceContext, key: string, status: 1 | 2): Promise<boolean> {
  const raised = await ctx.data.db
    .update(challenges)
    .set({ codingChallengeStatus: status, updatedAt: new Date().toISOString() })
    .where(and(eq(challenges.key, key), lt(challenges.codingChallengeStatus, status)))
    .returning({ id: challenges.id });
  if (raised.length === 0) return false;
  try {
    await ctx.announce.codeChallengeSolved({ key, codingChallengeStatus: status });
  } catch (error) {
    console.error(`could not announce coding status of ${key}:`, error);
  }
  return true;
}
