import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import { jwtPublicKeyPem } from "../lib/jwt-keys";

const keys: Record<string, string> = {
  "jwt.pub": `${jwtPublicKeyPem}\n`,
  // The press embargo's key for /ftp/announcement_encrypted.md, "shared with journalists only".
  "announcement.key": "cipher: aes-256-cbc\nkey: 343395e0adaa31113361849c7fbc58d37b45a70d859e7a60b369b26524e70697\niv: 8f789876cc0774d226196a21df954b2a\n",
};

/**
 * /encryptionkeys: the public half of the key that signs session tokens, published as many shops
 * publish theirs (the forged-token challenge uses it), and the press embargo's key, published by
 * mistake. Mounted at /encryptionkeys.
 */
export const encryptionKeysApi = new Hono<ApiEnv>({ strict: false })
  .get("/", (c) => c.json({ folder: "/encryptionkeys", entries: Object.keys(keys).map((name) => ({ name, isDirectory: false, size: keys[name]!.length })) }, 200))
  .get("/:file", (c) => {
    const key = keys[c.req.param("file")];
    if (key === undefined) throw new HTTPException(404, { message: "No such key." });
    return c.text(key, 200, { "Content-Type": "application/x-pem-file" });
  });
