import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import type { InstanceContext } from "../instance/context";
import { resetInstance } from "../instance/lifecycle";

/** Recreates and reseeds the instance's data, then tells every browser "server started". */
export async function resetInstanceAndAnnounce(ctx: InstanceContext): Promise<void> {
  await resetInstance(ctx.data, ctx.config);
  await ctx.announce.serverStarted();
}

/**
 * Operator actions for trainers and scripts (npm run reset), guarded by the OPERATOR_TOKEN secret.
 * Without a configured token they do not exist. Mounted at /operator.
 */
export const operatorApi = new Hono<ApiEnv>({ strict: false }).post("/reset", async (c) => {
    const { operatorToken } = c.get("instance").secrets;
    if (!operatorToken) throw new HTTPException(404, { message: "Operator actions are not enabled." });
    if (c.req.header("Authorization") !== `Bearer ${operatorToken}`) {
      throw new HTTPException(401, { message: "A valid operator token is required." });
    }
    const started = performance.now();
    await resetInstanceAndAnnounce(c.get("instance"));
    return c.json({ status: "reset", instance: c.get("instance").name, ms: Math.round(performance.now() - started) });
  });
