const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Unsalted MD5, as the shop stores passwords. Deliberately weak: leaked hashes are meant to be
 * crackable. workerd's WebCrypto supports MD5 as an extension.
 */
export async function md5(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("MD5", encoder.encode(text)));
}

async function hmacHex(algorithm: "SHA-1" | "SHA-256", key: string, text: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: algorithm }, false, [
    "sign",
  ]);
  return toHex(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(text)));
}

export const hmacSha1Hex = (key: string, text: string) => hmacHex("SHA-1", key, text);

/** Security answers are stored as an HMAC under a key kept in the source (a known weakness). */
const securityAnswerKey = "squeeze:answers:8c1f6e0a";
export const hashSecurityAnswer = (answer: string) => hmacHex("SHA-256", securityAnswerKey, answer);
