import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import { ctfExportQuery } from "../ctf/options";
import { ctfExportResponse } from "../ctf/respond";
import type { InstanceContext } from "../instance/context";
import { resetInstance } from "../instance/lifecycle";
import { queryParams } from "../lib/validate";

/** Recreates and reseeds the instance's data, then tells every browser "server started". */
export async function resetInstanceAndAnnounce(ctx: InstanceContext): Promise<void> {
  await resetInstance(ctx.data, ctx.config);
  await ctx.announce.serverStarted();
}

/** Goes before any validation, so that nobody without the token learns anything from a 400. */
const operatorOnly = createMiddleware<ApiEnv>(async (c, next) => {
  const { operatorToken } = c.get("instance").secrets;
  if (!operatorToken) throw new HTTPException(404, { message: "Operator actions are not enabled." });
  if (c.req.header("Authorization") !== `Bearer ${operatorToken}`) {
    throw new HTTPException(401, { message: "A valid operator token is required." });
  }
  await next();
});

/**
 * Operator actions for trainers and scripts (npm run reset, npm run ctf-export), guarded by the
 * OPERATOR_TOKEN secret. Without a configured token they do not exist. Mounted at /operator.
 */
export const operatorApi = new Hono<ApiEnv>({ strict: false })
  .post("/reset", operatorOnly, async (c) => {
    const started = performance.now();
    await resetInstanceAndAnnounce(c.get("instance"));
    return c.json({ status: "reset", instance: c.get("instance").name, ms: Math.round(performance.now() - started) });
  })
  // The catalogue as a CTFd, RootTheBox or FBCTF file, flags keyed like this instance's (docs/ctf.md).
  .get("/ctf-export", operatorOnly, queryParams(ctfExportQuery), async (c) => {
    const { config, secrets } = c.get("instance");
    return ctfExportResponse(c.req.valid("query"), { instanceKey: secrets.ctfKey, config });
  });
