import { hmacSha1Hex } from "../lib/crypto";

/** Used when no CTF_KEY is configured. Our own; trainers running a CTF set CTF_KEY. */
export const defaultCtfKey = "squeeze-ctf-key:3kD9pLq2Zr7Wv";

/** A challenge's flag: HMAC-SHA1 over its name under the CTF key, lowercase hex. */
export function flagFor(ctfKey: string, challengeName: string): Promise<string> {
  return hmacSha1Hex(ctfKey, challengeName);
}
