import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync, validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { describe, expect, it } from "vitest";
import { reviews } from "../../worker/db/seed/reviews";
import { normalizedKey, pulpPass } from "../../worker/lib/pulp-pass";

const derive = (words: string) => {
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(words)).derive("m/44'/60'/0'/0/0");
  const publicKey = secp256k1.getPublicKey(key.privateKey!, false);
  return { privateKey: `0x${bytesToHex(key.privateKey!)}`, address: `0x${bytesToHex(keccak_256(publicKey.slice(1)).slice(-20))}` };
};

describe("the Pulp Pass wallet (nftUnlockChallenge)", () => {
  it("derives like any Ethereum wallet (Hardhat's well-known test words as the check)", () => {
    expect(derive("test test test test test test test test test test test junk")).toEqual({
      privateKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
      address: "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
    });
  });

  it("exactly one seeded review leaks twelve valid recovery words, and they derive the token's key and address", () => {
    const leaks = reviews.flatMap((r) => [...r.message.matchAll(/(?:[a-z]+ ){11}[a-z]+/g)].map((m) => m[0]).filter((w) => validateMnemonic(w, wordlist)));
    expect(leaks).toHaveLength(1);
    expect(derive(leaks[0]!)).toEqual({ privateKey: pulpPass.privateKey, address: pulpPass.address });
  });

  it("accepts a key as people paste it", () => {
    expect(normalizedKey(`  ${pulpPass.privateKey.slice(2).toUpperCase()} `)).toBe(pulpPass.privateKey);
  });
});
