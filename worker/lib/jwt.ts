import { decodeJwt, decodeProtectedHeader, importPKCS8, importSPKI, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { z } from "zod";
import jwtForged from "../challenges/catalogue/jwt-forged";
import jwtUnsigned from "../challenges/catalogue/jwt-unsigned";
import { solveIf } from "../challenges/engine";
import type { InstanceContext } from "../instance/context";
import { jwtPrivateKeyPem, jwtPublicKeyPem } from "./jwt-keys";

/**
 * What a session token says about its user. A token's data is whatever the login query returned,
 * and that query is injectable, so the fields are read leniently.
 */
const tokenUserSchema = z.object({
  id: z.coerce.number(),
  email: z.coerce.string(),
  username: z.coerce.string().catch(""),
  role: z.coerce.string().catch("customer"),
  deluxeToken: z.coerce.string().catch(""),
  lastLoginIp: z.coerce.string().catch("0.0.0.0"),
  profileImage: z.coerce.string().catch(""),
});
const tokenPayloadSchema = z.object({ status: z.literal("success").catch("success"), data: tokenUserSchema });

export type TokenUser = z.infer<typeof tokenUserSchema>;
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

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
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

const encoder = new TextEncoder();
const expired = (payload: JWTPayload) => typeof payload.exp === "number" && payload.exp * 1000 < Date.now();

/** Verifies a token whatever it names as its algorithm; null when it does not verify. */
async function trustedPayload(token: string): Promise<{ alg: string; payload: JWTPayload } | null> {
  try {
    const { alg = "" } = decodeProtectedHeader(token);
    // vuln-code-snippet start jwtUnsignedChallenge jwtForgedChallenge
    // The verifier lets the token choose its algorithm: "none" needs no signature at all, and
    // HS256 is checked with the public key (which anyone can download) as the shared secret.
    if (alg.toLowerCase() === "none") { // vuln-code-snippet vuln-line jwtUnsignedChallenge
      const payload = decodeJwt(token);
      return expired(payload) ? null : { alg, payload };
    }
    if (alg === "HS256") { // vuln-code-snippet vuln-line jwtForgedChallenge
      for (const secret of [jwtPublicKeyPem, `${jwtPublicKeyPem}\n`]) {
        const verified = await jwtVerify(token, encoder.encode(secret), { algorithms: ["HS256"] }).catch(() => null);
        if (verified) return { alg, payload: verified.payload };
      }
      return null;
    }
    // vuln-code-snippet end jwtUnsignedChallenge jwtForgedChallenge
    const { payload } = await jwtVerify(token, (await loadKeys()).publicKey, { algorithms: ["RS256"] });
    return { alg, payload };
  } catch {
    return null;
  }
}

/**
 * The claims of a token the shop itself signed (RS256 only), for its own short-lived tokens such as
 * the second-factor step; null when it does not verify or has expired.
 */
export async function verifyOwnToken(token: string): Promise<JWTPayload | null> {
  const verified = await jwtVerify(token, (await loadKeys()).publicKey, { algorithms: ["RS256"] }).catch(() => null);
  return verified?.payload ?? null;
}

/** The users the two token challenges ask to impersonate (no such accounts exist). */
export const unsignedTokenEmail = (ctx: InstanceContext) => `unsigned.ulla@${ctx.config.application.domain}`;
export const forgedTokenEmail = (ctx: InstanceContext) => `rsa.rudi@${ctx.config.application.domain}`;

/** The payload of a token the shop accepts, or null. */
export async function verifyToken(ctx: InstanceContext, token: string): Promise<TokenPayload | null> {
  const trusted = await trustedPayload(token);
  const parsed = trusted && tokenPayloadSchema.safeParse(trusted.payload);
  if (!trusted || !parsed?.success) return null;
  const { email } = parsed.data.data;
  await solveIf(ctx, jwtUnsigned, () => trusted.alg.toLowerCase() === "none" && email === unsignedTokenEmail(ctx));
  await solveIf(ctx, jwtForged, () => trusted.alg === "HS256" && email === forgedTokenEmail(ctx));
  return parsed.data;
}
