import { importPKCS8, importSPKI, jwtVerify, SignJWT, type CryptoKey } from "jose";
import type { InstanceContext } from "../instance/context";
import { jwtPrivateKeyPem, jwtPublicKeyPem } from "./jwt-keys";

export interface TokenUser {
  id: number;
  email: string;
  username: string;
  role: "customer" | "deluxe" | "accounting" | "admin";
  deluxeToken: string;
  lastLoginIp: string;
  profileImage: string;
}

export interface TokenPayload {
  status: "success";
  data: TokenUser;
}

let keys: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> | undefined;
function loadKeys() {
  keys ??= Promise.all([importPKCS8(jwtPrivateKeyPem, "RS256"), importSPKI(jwtPublicKeyPem, "RS256")]).then(
    ([privateKey, publicKey]) => ({ privateKey, publicKey }),
  );
  return keys;
}

/** The token lives 8 hours, as the browser's token cookie does. */
export async function signToken(payload: TokenPayload | Record<string, unknown>, expiresIn = "8h"): Promise<string> {
  const { privateKey } = await loadKeys();
  return new SignJWT(payload as Record<string, unknown>)
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

/** The payload of a token the shop signed, or null. */
export async function verifyToken(_ctx: InstanceContext, token: string): Promise<TokenPayload | null> {
  const { publicKey } = await loadKeys();
  try {
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ["RS256"] });
    return payload as unknown as TokenPayload;
  } catch {
    return null;
  }
}
