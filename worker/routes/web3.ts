import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import nftUnlock from "../challenges/catalogue/nft-unlock";
import { solveIf } from "../challenges/engine";
import { challenges } from "../db/schema";
import { normalizedKey, pulpPass } from "../lib/pulp-pass";
import { jsonBody } from "../lib/validate";

/** /rest/web3: the token page's lock (the Pulp Pass, unlocked by its wallet's private key). */
export const web3Api = new Hono<ApiEnv>({ strict: false })
  .get("/nftUnlocked", async (c) => {
    const [row] = await c.get("instance").data.db.select({ solved: challenges.solved }).from(challenges).where(eq(challenges.key, nftUnlock.key));
    return c.json({ status: row?.solved ?? false }, 200);
  })
  .post("/submitKey", jsonBody(z.object({ privateKey: z.string().min(1).max(200) })), async (c) => {
    const unlocked = normalizedKey(c.req.valid("json").privateKey) === pulpPass.privateKey;
    await solveIf(c.get("instance"), nftUnlock, () => unlocked);
    // The reference shape ({ success, message }), and the API's error field beside it.
    const refusal = "That is not the key of the wallet holding the Pulp Pass.";
    if (!unlocked) return c.json({ success: false, message: refusal, error: refusal }, 401);
    return c.json({ success: true, message: "The Pulp Pass is yours: its wallet accepted the key." }, 200);
  });
