import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import { jwtPublicKeyPem } from "../lib/jwt-keys";

const keys: Record<string, string> = {
  "jwt.pub": `${jwtPublicKeyPem}\n`,
  // The press embargo's key for /ftp/announcement_encrypted.md, "shared with journalists only".
  "announcement.key": "cipher: aes-256-cbc\nkey: 343395e0adaa31113361849c7fbc58d37b45a70d859e7a60b369b26524e70697\niv: 8f789876cc0774d226196a21df954b2a\n",
  // vuln-code-snippet start premiumPaywallChallenge
  // On purpose: the key and initialisation vector that encrypt the Premium tasting room's address
  // (worker/lib/premium.ts) are published with the public keys, unlabelled but complete.
  "premium.key": "57d5d1fb388f47bd4b838130dbe32ebc09e24526ad2622694df15651b50eda42\n053833573b8a82d5a4ee31a83dfa0952\n", // vuln-code-snippet vuln-line premiumPaywallChallenge
  // vuln-code-snippet end premiumPaywallChallenge
};

/**
 * /encryptionkeys: the public half of the key that signs session tokens, published as many shops
 * publish theirs (the forged-token challenge uses it), and the press embargo's and the Premium
 * tasting room's keys, published by mistake. Anything else here is a 404. Mounted at /encryptionkeys.
 */
export const encryptionKeysApi = new Hono<ApiEnv>({ strict: false })
  .get("/", (c) => c.json({ folder: "/encryptionkeys", entries: Object.keys(keys).map((name) => ({ name, isDirectory: false, size: keys[name]!.length })) }, 200))
  .get("/:file", (c) => {
    const key = keys[c.req.param("file")];
    if (key === undefined) throw new HTTPException(404, { message: "No such key." });
    return c.text(key, 200, { "Content-Type": "application/x-pem-file" });
  });
