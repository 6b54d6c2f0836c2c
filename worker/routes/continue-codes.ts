import { eq, gte } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import continueCode from "../challenges/catalogue/continue-code";
import { decodeProgress, encodeProgress, type ProgressKind } from "../challenges/continue-codes";
import { solve, solveCodingPart } from "../challenges/engine";
import { challengeById } from "../challenges/registry";
import { challenges } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { pathParams } from "../lib/validate";

const codeParam = pathParams(z.object({ code: z.string().max(2000) }));

async function solvedIds(ctx: InstanceContext, kind: ProgressKind): Promise<number[]> {
  const condition =
    kind === "hacking" ? eq(challenges.solved, true) : gte(challenges.codingChallengeStatus, kind === "findIt" ? 1 : 2);
  const rows = await ctx.data.db.select({ id: challenges.id }).from(challenges).where(condition);
  return rows.map((r) => r.id);
}

function decodeOr404(kind: ProgressKind, code: string): number[] {
  const ids = decodeProgress(kind, code);
  if (!ids) throw new HTTPException(404, { message: "Invalid continue code." });
  return ids;
}

/**
 * Continue codes: GET /rest/continue-code[-findIt|-fixIt] and PUT …/apply/{code}. Mounted at /rest.
 */
export const continueCodesApi = new Hono<ApiEnv>({ strict: false })
  .get("/continue-code", async (c) =>
    c.json({ continueCode: encodeProgress("hacking", await solvedIds(c.get("instance"), "hacking")) }),
  )
  .get("/continue-code-findIt", async (c) =>
    c.json({ continueCode: encodeProgress("findIt", await solvedIds(c.get("instance"), "findIt")) }),
  )
  .get("/continue-code-fixIt", async (c) =>
    c.json({ continueCode: encodeProgress("fixIt", await solvedIds(c.get("instance"), "fixIt")) }),
  )
  .put("/continue-code/apply/:code", codeParam, async (c) => {
    const ctx = c.get("instance");
    // vuln-code-snippet start continueCodeChallenge
    // Trusts any code that decodes, though a code is only encoded, not signed: the salt is public.
    const ids = decodeOr404("hacking", c.req.valid("param").code); // vuln-code-snippet vuln-line continueCodeChallenge
    // vuln-code-snippet end continueCodeChallenge
    let restored = 0;
    for (const id of new Set(ids)) {
      const challenge = challengeById.get(id);
      // An id no challenge has can only come from a code someone wrote themselves.
      if (!challenge) await solve(ctx, continueCode);
      else if (await solve(ctx, challenge, { isRestore: true })) restored++;
    }
    return c.json({ data: `Restored ${restored} challenge(s).`, restored });
  })
  .put("/continue-code-findIt/apply/:code", codeParam, async (c) => {
    const restored = await applyCoding(c.get("instance"), "findIt", c.req.valid("param").code);
    return c.json({ data: `Restored ${restored} Find It part(s).`, restored });
  })
  .put("/continue-code-fixIt/apply/:code", codeParam, async (c) => {
    const restored = await applyCoding(c.get("instance"), "fixIt", c.req.valid("param").code);
    return c.json({ data: `Restored ${restored} Fix It part(s).`, restored });
  });

/** Raises the coding status of the challenges in a code; ids without a coding challenge count for nothing. */
async function applyCoding(ctx: InstanceContext, kind: "findIt" | "fixIt", code: string): Promise<number> {
  let restored = 0;
  for (const id of new Set(decodeOr404(kind, code))) {
    const challenge = challengeById.get(id);
    if (challenge && (await solveCodingPart(ctx, challenge, kind === "findIt" ? 1 : 2))) restored++;
  }
  return restored;
}
