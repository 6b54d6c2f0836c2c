import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import twoFactorUnsafeSecret from "../challenges/catalogue/two-factor-unsafe-secret";
import { solveIf } from "../challenges/engine";
import { users } from "../db/schema";
import { personaEmail } from "../db/seed";
import type { InstanceContext } from "../instance/context";
import { requireUser, signedInUser } from "../lib/auth";
import { md5 } from "../lib/crypto";
import { startSession } from "../lib/session";
import { newTotpSecret, secondFactorUserId, setupTokenClaims, signSetupToken, validTotp } from "../lib/two-factor";
import { jsonBody } from "../lib/validate";

const code = z.string().regex(/^\d{6}$/, "must be 6 digits");

async function userRow(ctx: InstanceContext, id: number) {
  const [row] = await ctx.data.db.select().from(users).where(eq(users.id, id));
  if (!row || row.deletedAt) throw new HTTPException(401, { message: "Your account no longer exists." });
  return row;
}

async function checkPassword(ctx: InstanceContext, id: number, password: string) {
  const row = await userRow(ctx, id);
  if ((await md5(password)) !== row.password) throw new HTTPException(401, { message: "Password is not correct." });
  return row;
}

/**
 * Two-factor authentication (spec part 2): the second login step, and setting it up or removing
 * it for one's own account. Mounted at /rest/2fa.
 */
export const twoFactorApi = new Hono<ApiEnv>({ strict: false })
  .post("/verify", jsonBody(z.object({ tmpToken: z.string().max(4000), totpToken: code })), async (c) => {
    const ctx = c.get("instance");
    const { tmpToken, totpToken } = c.req.valid("json");
    const userId = await secondFactorUserId(tmpToken);
    if (userId === null) throw new HTTPException(401, { message: "Your login has expired. Please log in again." });
    const row = await userRow(ctx, userId);
    if (!row.totpSecret || !validTotp(row.totpSecret, totpToken)) {
      throw new HTTPException(401, { message: "Invalid two-factor authentication code." });
    }
    await solveIf(ctx, twoFactorUnsafeSecret, () => row.email === personaEmail("wurstbrot", ctx.config));
    return c.json({ authentication: await startSession(ctx, row) }, 200);
  })
  .get("/status", requireUser, async (c) => {
    const ctx = c.get("instance");
    const row = await userRow(ctx, signedInUser(c).id);
    if (row.totpSecret) return c.json({ setup: true as const }, 200);
    const secret = newTotpSecret();
    return c.json({ setup: false as const, email: row.email, secret, setupToken: await signSetupToken(row.id, secret) }, 200);
  })
  .post(
    "/setup",
    requireUser,
    jsonBody(z.object({ password: z.string().max(200), setupToken: z.string().max(4000), initialToken: code })),
    async (c) => {
      const ctx = c.get("instance");
      const user = signedInUser(c);
      const { password, setupToken, initialToken } = c.req.valid("json");
      const row = await checkPassword(ctx, user.id, password);
      if (row.totpSecret) throw new HTTPException(401, { message: "Two-factor authentication is already set up." });
      const claims = await setupTokenClaims(setupToken);
      if (!claims || claims.userId !== user.id) throw new HTTPException(401, { message: "The setup has expired. Please start again." });
      if (!validTotp(claims.secret, initialToken)) throw new HTTPException(401, { message: "Invalid two-factor authentication code." });
      await ctx.data.db.update(users).set({ totpSecret: claims.secret, updatedAt: new Date().toISOString() }).where(eq(users.id, user.id));
      return c.json({ status: "success" as const }, 200);
    },
  )
  .post("/disable", requireUser, jsonBody(z.object({ password: z.string().max(200) })), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    await checkPassword(ctx, user.id, c.req.valid("json").password);
    await ctx.data.db.update(users).set({ totpSecret: "", updatedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    return c.json({ status: "success" as const }, 200);
  });
