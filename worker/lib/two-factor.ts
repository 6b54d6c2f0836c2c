// The browser build: the default one the bundler picks imports node:crypto, which the worker lacks.
import { Secret, TOTP } from "otpauth/dist/otpauth.esm.js";
import { z } from "zod";
import { signToken, verifyOwnToken } from "./jwt";

/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 seconds), and the shop's two
 * short-lived tokens around them: one proves the password while the code is asked for, one carries
 * a new secret from the setup page back to the server.
 */

const passwordValidType = "password_valid_needs_second_factor_token";
const setupType = "totp_setup_secret";

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });

/** Whether a code is right for the secret now (one step either side, for clocks and typing). */
export function validTotp(secret: string, code: string): boolean {
  try {
    return totp(secret).validate({ token: code, window: 1 }) !== null;
  } catch {
    return false;
  }
}

/** The code an authenticator app would show now (for tests and the setup page's own checks). */
export const currentTotp = (secret: string) => totp(secret).generate();

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI a QR code carries to the authenticator app. */
export const totpUri = (secret: string, account: string, issuer: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), issuer, label: account, algorithm: "SHA1", digits: 6, period: 30 }).toString();

export const signSecondFactorToken = (userId: number) => signToken({ userId, type: passwordValidType }, "5m");

const secondFactorClaims = z.object({ userId: z.number().int(), type: z.literal(passwordValidType) });
export async function secondFactorUserId(token: string): Promise<number | null> {
  const parsed = secondFactorClaims.safeParse(await verifyOwnToken(token));
  return parsed.success ? parsed.data.userId : null;
}

export const signSetupToken = (userId: number, secret: string) => signToken({ userId, secret, type: setupType }, "1h");

const setupClaims = z.object({ userId: z.number().int(), secret: z.string(), type: z.literal(setupType) });
export async function setupTokenClaims(token: string): Promise<{ userId: number; secret: string } | null> {
  const parsed = setupClaims.safeParse(await verifyOwnToken(token));
  return parsed.success ? parsed.data : null;
}
