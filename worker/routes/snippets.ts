import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { solveCodingPart } from "../challenges/engine";
import {
  applyFix,
  codingChallengeKeys,
  codingChallengeOf,
  findItHint,
  isRightSelection,
  snippetOf,
  type CodingChallengeDefinition,
} from "../challenges/snippets";
import { challenges } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { eventCounter } from "../lib/event-counter";
import { jsonBody, pathParams } from "../lib/validate";
import { textsOf } from "../i18n/middleware";

const key = z.string().min(1).max(100);
const keyParam = pathParams(z.object({ key }));

/** The coding challenge of a key with its snippet, or a 404 naming the key. */
function codingChallenge(challengeKey: string) {
  const challenge = codingChallengeOf(challengeKey);
  const snippet = challenge && snippetOf(challengeKey);
  if (!challenge || !snippet) throw new HTTPException(404, { message: `No coding challenge for challenge key: ${challengeKey}` });
  return { challenge, snippet };
}

/**
 * Answers are judged whenever the coding challenge exists, as the reference shop does, so that
 * scripted walkthroughs and the Find It / Fix It continue codes work whatever the configuration;
 * where the score board offers the dialog is `codingChallengesEnabled`'s business, not the judge's.
 */
async function codingRow(ctx: InstanceContext, challenge: CodingChallengeDefinition) {
  const [row] = await ctx.data.db
    .select({ solved: challenges.solved, codingChallengeStatus: challenges.codingChallengeStatus })
    .from(challenges)
    .where(eq(challenges.key, challenge.key));
  if (!row) throw new HTTPException(404, { message: `No coding challenge for challenge key: ${challenge.key}` });
  return row;
}

/** Find It's answer: a wrong one comes with the next hint. */
type FindItAnswer = { verdict: boolean; hint?: string };

/** Wrong Find It answers per challenge, all of them until a reset: each reveals the next hint. */
const wrongFindIt = eventCounter("find it wrong");

/** Counts this wrong Find It answer and returns how many there have been for the challenge. */
const countWrongAnswer = (ctx: InstanceContext, challengeKey: string) => wrongFindIt.recordAndCount(ctx.data.db, challengeKey);

/**
 * The coding challenges (Find It / Fix It), with the reference shop's paths and shapes. Mounted
 * at /snippets.
 */
export const snippetsApi = new Hono<ApiEnv>({ strict: false })
  .get("/", (c) => c.json({ challenges: [...codingChallengeKeys] }))
  .get("/fixes/:key", keyParam, (c) => {
    const { challenge, snippet } = codingChallenge(c.req.valid("param").key);
    return c.json({ fixes: challenge.coding.fixes.map((fix) => applyFix(snippet.snippet, fix)) });
  })
  .get("/:key", keyParam, (c) => {
    const { snippet } = codingChallenge(c.req.valid("param").key);
    return c.json({ snippet: snippet.snippet, vulnLines: snippet.vulnLines, language: snippet.language });
  })
  .post("/verdict", jsonBody(z.object({ key, selectedLines: z.array(z.number().int().min(1).max(10_000)).max(1000) })), async (c) => {
    const ctx = c.get("instance");
    const { key: challengeKey, selectedLines } = c.req.valid("json");
    const { challenge, snippet } = codingChallenge(challengeKey);
    await codingRow(ctx, challenge);
    let answer: FindItAnswer = { verdict: true };
    if (isRightSelection(snippet, selectedLines)) await solveCodingPart(ctx, challenge, 1);
    else answer = { verdict: false, hint: findItHint(challenge, snippet, await countWrongAnswer(ctx, challenge.key), await textsOf(c)) };
    return c.json(answer);
  })
  .post("/fixes", jsonBody(z.object({ key, selectedFix: z.number().int().min(0).max(100) })), async (c) => {
    const ctx = c.get("instance");
    const { key: challengeKey, selectedFix } = c.req.valid("json");
    const { challenge } = codingChallenge(challengeKey);
    const fix = challenge.coding.fixes[selectedFix];
    if (!fix) throw new HTTPException(400, { message: `${challenge.key} has ${challenge.coding.fixes.length} fixes: selectedFix is 0 to ${challenge.coding.fixes.length - 1}.` });
    const row = await codingRow(ctx, challenge);
    if (row.codingChallengeStatus < 1) throw new HTTPException(409, { message: "Find the vulnerable lines first (Find It)." });
    if (fix.correct) await solveCodingPart(ctx, challenge, 2);
    const explanation = (await textsOf(c)).t(`challenge.${challenge.key}.fix.${selectedFix}`, fix.explanation);
    return c.json({ verdict: fix.correct, explanation });
  });
