import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync, validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { reviewsOfProductNamed } from "../support/shop";

const submitKey = (privateKey: string) => call("/rest/web3/submitKey", { method: "POST", json: { privateKey } });
const unlocked = async () => ((await (await call("/rest/web3/nftUnlocked")).json()) as { status: boolean }).status;

describe("nftUnlockChallenge: the token wallet's private key, derived from leaked recovery words", () => {
  beforeEach(resetInstance);

  it("twelve words in a review derive the key that unlocks the token", async () => {
    // A student reading the reviews finds a customer's "backup words".
    const reviews = await reviewsOfProductNamed("Squeeze Sticker Sheet");
    const words = reviews.map((r) => /:\s*((?:[a-z]+ ){11}[a-z]+)/.exec(r.message)?.[1]).find((w) => w && validateMnemonic(w, wordlist));
    expect(words).toBeDefined();
    const key = HDKey.fromMasterSeed(mnemonicToSeedSync(words!)).derive("m/44'/60'/0'/0/0");
    const hex = Buffer.from(key.privateKey!).toString("hex");
    expect(await unlocked()).toBe(false);
    // Pasted without the 0x prefix, as many tools print it.
    const response = await submitKey(hex);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    expect(await isSolved("nftUnlockChallenge")).toBe(true);
    expect(await unlocked()).toBe(true);
  });

  it("a wrong key is refused and does not solve it; no key is a bad request", async () => {
    const wrong = await submitKey(`0x${"ab".repeat(32)}`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ success: false, error: expect.any(String) });
    expect((await call("/rest/web3/submitKey", { method: "POST", json: {} })).status).toBe(400);
    expect(await isSolved("nftUnlockChallenge")).toBe(false);
    expect(await unlocked()).toBe(false);
  });
});
