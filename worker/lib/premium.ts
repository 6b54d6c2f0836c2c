/**
 * Squeeze Premium's tasting room (premiumPaywallChallenge): a page nobody links, whose address is
 * written, encrypted, into the challenge's own description. The text is AES-256-CBC (PKCS#7
 * padding) under the key and initialisation vector of /encryptionkeys/premium.key
 * (worker/routes/encryption-keys.ts), base64-encoded; tests/challenges/premium-paywall.test.ts
 * decrypts it with that file. Encrypted once, by hand: the text and the key never change.
 */
export const premiumCiphertext =
  "HYXQF+bwj4u9gq6dn3VQGR4fRlAiHe0TVoDcLSyJhOH+Z7zkgsWJNjnY0Kd8aNtcwdGCAxWk8JZEGCJ9kAFU2bqIxkaP4z6DseuvEo5XOAnP+iIC7PhpK4cFmQVs7vV44qVFKA4u+klVhO/GgNTaZVblLpCqB4Rdb/kRrJi1hVp0r9Igywi0tSVVI4IdbCGcblxyYHf4lFqAkYUn7KvuUbccyMSiCmLXDimBp8tx9epTvS4DT4PfHpJ8mIMtczXR2/LJ9R7U3CNd1VtD76WLgh/52kT9yLDlyK2s+junorQ=";

/** The first segments of the page's address: its API prefix (worker/paths.ts). */
export const tastingRoomPrefix = "/the/tasting/room";
/** The page's whole address, as the decrypted text names it. */
export const tastingRoomPath = `${tastingRoomPrefix}/behind/the/golden/press/opens/for/members/who/paid/in/liquid/gold`;
