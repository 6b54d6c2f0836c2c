import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { requireUser, signedInUser } from "../lib/auth";
import { fromCents, hasCents, toCents } from "../lib/money";
import { jsonBody } from "../lib/validate";
import { creditWallet, walletBalance } from "../lib/wallets";
import { cardOf } from "./cards";

/** A top-up (spec part 2 §9: 10 to 1000), paid with one of the user's own cards. */
const topUp = z.object({
  balance: z.number().min(10).max(1000).refine(hasCents, "at most two decimals"),
  paymentId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/).transform(Number)]),
});

/** /rest/wallet/balance: the signed-in user's wallet. */
export const walletApi = new Hono<ApiEnv>({ strict: false })
  .use(requireUser)
  .get("/balance", async (c) => {
    const cents = await walletBalance(c.get("instance"), signedInUser(c).id);
    return c.json({ status: "success" as const, data: fromCents(cents) }, 200);
  })
  .put("/balance", jsonBody(topUp), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const { balance, paymentId } = c.req.valid("json");
    if (!(await cardOf(ctx, user.id, paymentId))) throw new HTTPException(400, { message: "Pay with one of your own saved cards." });
    await walletBalance(ctx, user.id);
    await ctx.data.atomic([creditWallet(ctx.data.db, user.id, toCents(balance))]);
    return c.json({ status: "success" as const, data: fromCents(await walletBalance(ctx, user.id)) }, 200);
  });
