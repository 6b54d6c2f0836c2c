/**
 * The Pulp Pass: the shop's soulbound token, held by one wallet. Its owner leaked the wallet's
 * twelve recovery words in a review (worker/db/seed/reviews.ts; docs/osint.md). These are what the
 * words derive to (BIP-39 seed, BIP-44 path m/44'/60'/0'/0/0); tests/unit/pulp-pass.test.ts
 * derives them again from the review, so the two cannot drift apart.
 */
export const pulpPass = {
  address: "0x8ca75f526bdcb67a2703bcb5942714fb708b7b71",
  privateKey: "0x43ab465db8efeae563fc661a9f0e4afd9e431c6674255521f50125486011875f",
  tokenName: "Pulp Pass",
} as const;

/** A private key as people paste it: with or without 0x, any case, stray spaces. */
export const normalizedKey = (key: string) => {
  const hex = key.trim().toLowerCase();
  return hex.startsWith("0x") ? hex : `0x${hex}`;
};
