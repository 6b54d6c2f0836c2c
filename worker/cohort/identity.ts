/**
 * Who a cohort request is: the student's seat (which instance it routes to) and the trainer's
 * session, both as cookies signed with a key derived from the TRAINER_TOKEN secret. Names are
 * public (a student's display name, even the instance's name in the room address): only the
 * signature routes a request, so knowing another student's name or instance gives no way in.
 */

const encoder = new TextEncoder();

/** Lower-case letters and digits without the ones that read alike (l/1, o/0), for codes read aloud. */
const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";

export function randomCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** A cohort's code: in its join link and its board's address. */
export const cohortCodeLength = 8;
export const cohortCodePattern = /^[a-km-z2-9]{8}$/;
/** A student's id inside a cohort: never shown, never derived from their name. */
const studentIdLength = 12;
const studentIdPattern = /^[a-km-z2-9]{12}$/;
export const newStudentId = () => randomCode(studentIdLength);

export interface Seat {
  code: string;
  student: string;
}

const instancePrefix = "cohort.";

/** The name of a student's Instance Durable Object. */
export const seatInstanceName = ({ code, student }: Seat) => `${instancePrefix}${code}.${student}`;

/** The seat an instance's name stands for, or null for an instance that belongs to no cohort. */
export function seatOfInstance(name: string): Seat | null {
  if (!name.startsWith(instancePrefix)) return null;
  const [code = "", student = "", ...rest] = name.slice(instancePrefix.length).split(".");
  return rest.length === 0 && cohortCodePattern.test(code) && studentIdPattern.test(student) ? { code, student } : null;
}

export const seatCookie = "squeeze_seat";
export const trainerCookie = "squeeze_trainer";
/** A trainer's browser session; the bearer token itself never goes into a cookie. */
export const trainerSessionSeconds = 12 * 60 * 60;
export const seatSeconds = 30 * 24 * 60 * 60;

const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key for one purpose, derived from the trainer token (one secret to set, not two). */
function signingKey(trainerToken: string): Promise<CryptoKey> {
  let key = keys.get(trainerToken);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(`squeeze cohort cookies\u0000${trainerToken}`), { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
        "verify",
      ])
      .catch((error: unknown) => {
        keys.delete(trainerToken);
        throw error;
      });
    keys.set(trainerToken, key);
  }
  return key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]+$/.test(text)) return null;
  let binary: string;
  try {
    binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Only the one spelling we write: a last character differing in its unused bits decodes to the
  // same signature, and a changed cookie must never pass as the one we signed.
  return base64url(bytes.buffer) === text ? bytes : null;
}

async function sign(trainerToken: string, purpose: string, value: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await signingKey(trainerToken), encoder.encode(`${purpose}:${value}`));
  return `${value}.${base64url(signature)}`;
}

/** The value a signed cookie carries when its signature holds (verify compares in constant time). */
async function verified(trainerToken: string, purpose: string, cookie: string): Promise<string | null> {
  const dot = cookie.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = cookie.slice(0, dot);
  const signature = fromBase64url(cookie.slice(dot + 1));
  if (!signature) return null;
  const ok = await crypto.subtle.verify("HMAC", await signingKey(trainerToken), signature, encoder.encode(`${purpose}:${value}`));
  return ok ? value : null;
}

export const signSeat = (trainerToken: string, seat: Seat) => sign(trainerToken, "seat", `${seat.code}.${seat.student}`);

/** The seat a cookie routes to, or null when it is missing, malformed or tampered with. */
export async function verifySeat(trainerToken: string, cookie: string | undefined): Promise<Seat | null> {
  if (!cookie) return null;
  const value = await verified(trainerToken, "seat", cookie);
  if (!value) return null;
  const [code = "", student = ""] = value.split(".");
  return seatOfInstance(`${instancePrefix}${code}.${student}`);
}

/** The cohort a (possibly tampered) seat cookie names, to send its browser back to that join page. */
export function claimedCohort(cookie: string | undefined): string | null {
  const code = cookie?.split(".")[0] ?? "";
  return cohortCodePattern.test(code) ? code : null;
}

/**
 * The token a trainer hands a student whose shop is their own deployment (COHORT_JOIN_TOKEN): it
 * names their seat on the board, and only the trainer's deployment can make one.
 */
export const signDeployToken = (trainerToken: string, seat: Seat) => sign(trainerToken, "deploy", `${seat.code}.${seat.student}`);

export async function verifyDeployToken(trainerToken: string, token: string): Promise<Seat | null> {
  const value = await verified(trainerToken, "deploy", token);
  if (!value) return null;
  const [code = "", student = ""] = value.split(".");
  return seatOfInstance(`${instancePrefix}${code}.${student}`);
}

export const signTrainerSession = (trainerToken: string, now = Date.now()) => sign(trainerToken, "trainer", String(now));

export async function verifyTrainerSession(trainerToken: string, cookie: string | undefined, now = Date.now()): Promise<boolean> {
  if (!cookie) return false;
  const issued = Number(await verified(trainerToken, "trainer", cookie));
  return Number.isFinite(issued) && issued > 0 && now - issued < trainerSessionSeconds * 1000 && issued <= now + 60_000;
}

/** Compares a presented token with the secret without leaking where they differ through timing. */
export async function sameSecret(presented: string, secret: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(secret)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference |= x[i]! ^ y[i]!;
  return difference === 0;
}
