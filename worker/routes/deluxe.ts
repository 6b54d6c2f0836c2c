import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import freeDeluxe from "../challenges/catalogue/free-deluxe";
import { solveIf } from "../challenges/engine";
import { users } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { requireUser, signedInUser } from "../lib/auth";
import { hmacSha1Hex } from "../lib/crypto";
import { signToken } from "../lib/jwt";
import { fromCents } from "../lib/money";
import { tokenUserOf } from "../lib/session";
import { jsonBody } from "../lib/validate";
import { debitWallet, isShortBalance, walletBalance } from "../lib/wallets";
import { cardOf } from "./cards";

/** What the membership costs, in cents. */
export const membershipCents = 4900;

/** Only customers can become members; the reason why not is the status call's error. */
async function customerRow(ctx: InstanceContext, id: number) {
  const [row] = await ctx.data.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new HTTPException(401, { message: "You need to be logged in to do that." });
  if (row.role === "deluxe") throw new HTTPException(400, { message: "You are already a deluxe member!" });
  if (row.role !== "customer") throw new HTTPException(400, { message: "Only customers can become deluxe members." });
  return row;
}

// The payment fields are read leniently: their absence is what the Deluxe Fraud challenge is about.
const purchase = z.object({
  paymentMode: z.string().max(40).optional(),
  paymentId: z.union([z.number().int().positive(), z.string().max(40)]).optional(),
});

/** /rest/deluxe-membership: what the membership costs, and buying it. */
export const deluxeApi = new Hono<ApiEnv>({ strict: false })
  .use(requireUser)
  .get("/", async (c) => {
    await customerRow(c.get("instance"), signedInUser(c).id);
    return c.json({ status: "success" as const, data: { membershipCost: fromCents(membershipCents) } }, 200);
  })
  .post("/", jsonBody(purchase), async (c) => {
    const ctx = c.get("instance");
    const row = await customerRow(ctx, signedInUser(c).id);
    const { paymentMode, paymentId } = c.req.valid("json");
    const upgrade = ctx.data.db
      .update(users)
      .set({ role: "deluxe", deluxeToken: await hmacSha1Hex("squeeze:deluxe", `${row.id}deluxe`), updatedAt: new Date().toISOString() })
      .where(eq(users.id, row.id));
    // vuln-code-snippet start freeDeluxeChallenge
    // The payment is taken only when the request names a known way to pay; any other mode (or
    // none) skips payment and still upgrades the account.
    if (paymentMode === "wallet") {
      if ((await walletBalance(ctx, row.id)) < membershipCents) throw new HTTPException(400, { message: "Insufficient wallet balance." });
      try {
        await ctx.data.atomic([debitWallet(ctx.data.db, row.id, membershipCents), upgrade]);
      } catch (error) {
        if (isShortBalance(error)) throw new HTTPException(400, { message: "Insufficient wallet balance." });
        throw error;
      }
    } else if (paymentMode === "card") {
      if (!(await cardOf(ctx, row.id, Number(paymentId)))) throw new HTTPException(400, { message: "Pay with one of your own saved cards." });
      await ctx.data.atomic([upgrade]);
    } else {
      await ctx.data.atomic([upgrade]); // vuln-code-snippet vuln-line freeDeluxeChallenge
    }
    // vuln-code-snippet end freeDeluxeChallenge
    await solveIf(ctx, freeDeluxe, () => paymentMode !== "wallet" && paymentMode !== "card");
    const [updated] = await ctx.data.db.select().from(users).where(eq(users.id, row.id));
    const token = await signToken({ status: "success", data: tokenUserOf(updated!) });
    return c.json({ status: "success" as const, data: { confirmation: "Congratulations! You are now a deluxe member.", token } }, 200);
  });
