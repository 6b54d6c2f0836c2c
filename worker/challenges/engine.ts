import { and, eq, lt } from "drizzle-orm";
import { challenges } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { unavailableBecause } from "./availability";
import { flagFor } from "./flags";
import { challengesCheckedBy, hasCodingChallenge, plainDescription } from "./registry";
import { z } from "zod";
import type { BrowserReportType } from "../../party/events";
import { acceptSearchRun, maxRenderedSearchText } from "../lib/search-renders";
import type { ChallengeDefinition } from "./types";

/**
 * How a solve came about. A restore (a continue code sent back after a reset) brings back what the
 * student had already earned: it is announced so every open page knows, but shows no card.
 */
type SolveKind = "exploit" | "restore" | "repeat";

async function announceSolved(ctx: InstanceContext, challenge: ChallengeDefinition, kind: SolveKind) {
  try {
    await ctx.announce.challengeSolved({
      key: challenge.key,
      name: challenge.name,
      challenge: `${challenge.name} (${plainDescription(challenge)})`,
      flag: await flagFor(ctx.secrets.ctfKey, challenge.name),
      hidden: kind === "restore" || !ctx.config.challenges.showSolvedNotifications,
      isRestore: kind !== "exploit",
    });
  } catch (error) {
    // The solve is recorded either way; a page that missed it shows it from the score board.
    console.error(`could not announce ${challenge.key}:`, error);
  }
}

/**
 * Records a solve and announces it to the instance room. Idempotent: only the request that flips
 * the challenge from unsolved to solved announces it. Returns whether this call solved it.
 */
export async function solve(
  ctx: InstanceContext,
  challenge: ChallengeDefinition,
  { isRestore = false }: { isRestore?: boolean } = {},
): Promise<boolean> {
  // An exploit of a challenge this deployment does not offer (safety mode) counts for nothing; a
  // restore brings back what was earned before.
  if (!isRestore && unavailableBecause(challenge, ctx) !== null) return false;
  const flipped = await ctx.data.db
    .update(challenges)
    .set({ solved: true, updatedAt: new Date().toISOString() })
    .where(and(eq(challenges.key, challenge.key), eq(challenges.solved, false)))
    .returning({ id: challenges.id });
  if (flipped.length === 0) return false;
  await announceSolved(ctx, challenge, isRestore ? "restore" : "exploit");
  return true;
}

/** Solves the challenge when the predicate holds. It sits where the vulnerability lives. */
export async function solveIf(
  ctx: InstanceContext,
  challenge: ChallengeDefinition,
  predicate: () => boolean | Promise<boolean>,
): Promise<boolean> {
  return (await predicate()) ? solve(ctx, challenge) : false;
}

/** Sends the solved notification of an already solved challenge again (with its flag). */
export async function repeatNotification(ctx: InstanceContext, challenge: ChallengeDefinition): Promise<void> {
  await announceSolved(ctx, challenge, "repeat");
}

const searchRunReport = z.object({
  nonce: z.string().min(1).max(100),
  q: z.string().min(1).max(maxRenderedSearchText),
  ran: z.enum(["script", "frame"]),
});

/**
 * Judges what a browser reported to the room: each challenge that checks this kind of report
 * decides. A report can solve only those challenges. A search page's report of its markup running
 * counts only with the nonce the server issued for that render of that search text, once per kind
 * of run; the challenges then judge the text the server rendered, not what else the report says.
 */
export async function judgeBrowserReport(ctx: InstanceContext, report: BrowserReportType, data: unknown): Promise<void> {
  const checked = challengesCheckedBy(report);
  if (report === "verifyLocalXssChallenge") {
    const run = searchRunReport.safeParse(data);
    if (!run.success || !(await acceptSearchRun(ctx.data, run.data))) return;
    const { q, ran } = run.data;
    for (const challenge of checked) {
      const check = challenge.browserCheck;
      await solveIf(ctx, challenge, () => check?.report === "verifyLocalXssChallenge" && check.verify({ q, ran }));
    }
    return;
  }
  for (const challenge of checked) {
    const check = challenge.browserCheck;
    await solveIf(ctx, challenge, () => check !== undefined && check.report !== "verifyLocalXssChallenge" && check.verify(data));
  }
}

/**
 * Raises a challenge's coding status (1: Find It done, 2: Fix It done) and announces it. Only
 * challenges that have a coding challenge have such a status. Returns whether it rose.
 */
export async function solveCodingPart(ctx: InstanceContext, challenge: ChallengeDefinition, status: 1 | 2): Promise<boolean> {
  if (!hasCodingChallenge(challenge)) return false;
  const raised = await ctx.data.db
    .update(challenges)
    .set({ codingChallengeStatus: status, updatedAt: new Date().toISOString() })
    .where(and(eq(challenges.key, challenge.key), lt(challenges.codingChallengeStatus, status)))
    .returning({ id: challenges.id });
  if (raised.length === 0) return false;
  try {
    await ctx.announce.codeChallengeSolved({ key: challenge.key, codingChallengeStatus: status });
  } catch (error) {
    console.error(`could not announce coding status of ${challenge.key}:`, error);
  }
  return true;
}
