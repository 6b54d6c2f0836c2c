import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import nftUnlock from "../challenges/catalogue/nft-unlock";
import { solveIf } from "../challenges/engine";
import { challenges } from "../db/schema";
import { normalizedKey, pulpPass } from "../lib/pulp-pass";
import { rpcBody } from "../lib/chain/rpc-schema";
import { jsonBody } from "../lib/validate";

/**
 * The instance's chain (worker/lib/chain/) is loaded only by the routes below that need it, with a
 * dynamic import: the EVM and the compiled contracts stay off the first page and off every other
 * route of the API.
 */
const walletAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "a 20-byte 0x address");

/**
 * /rest/web3: the token page's lock (the Pulp Pass, unlocked by its wallet's private key), and the
 * instance's own chain: its JSON-RPC, its ether faucet, and what the Web3 pages need to know of it.
 */
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
  })
  .get("/chain", async (c) => {
    const { chainInfo } = await import("../lib/chain/info");
    return c.json(chainInfo(), 200);
  })
  // JSON-RPC 2.0: method errors are JSON-RPC error objects (status 200), as every node answers them.
  .post(
    "/rpc",
    bodyLimit({ maxSize: 256 * 1024, onError: () => { throw new HTTPException(413, { message: "A JSON-RPC body is at most 256 KiB." }); } }),
    jsonBody(rpcBody),
    async (c) => {
      const { answerAll } = await import("../lib/chain/rpc");
      return c.json(await answerAll(c.get("instance"), c.req.valid("json")), 200);
    },
  )
  .post("/faucet", jsonBody(z.object({ address: walletAddress })), async (c) => {
    const [{ fundFromFaucet, FaucetRefusal, ChainBusy, faucetAmount }, { RejectedTransaction }, { createAddressFromString }] = await Promise.all([
      import("../lib/chain/chain"),
      import("../lib/chain/engine"),
      import("@ethereumjs/util"),
    ]);
    try {
      const transactionHash = await fundFromFaucet(c.get("instance"), createAddressFromString(c.req.valid("json").address.toLowerCase()));
      return c.json({ transactionHash, amount: faucetAmount.toString() }, 200);
    } catch (error) {
      if (error instanceof FaucetRefusal || error instanceof RejectedTransaction) return c.json({ error: error.message }, 409);
      if (error instanceof ChainBusy) return c.json({ error: error.message }, 503);
      throw error;
    }
  })
  // The reference shop's question after a mint: has this wallet minted a Honey Pot?
  .post("/walletNFTVerify", jsonBody(z.object({ walletAddress })), async (c) => {
    const { verifyMint } = await import("../lib/chain/watch");
    const minted = await verifyMint(c.get("instance"), c.req.valid("json").walletAddress);
    const message = minted ? "This wallet minted a Honey Pot." : "This wallet has minted no Honey Pot on this shop's chain.";
    return c.json({ success: minted, message }, 200);
  });
