import Hashids from "hashids";

const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890";
const minLength = 60;

/** The three kinds of progress, each with the salt the reference shop uses (compatibility). */
export const progressKinds = {
  // vuln-code-snippet start continueCodeChallenge
  // A salt in the source is no secret: anyone can encode the ids they like.
  hacking: new Hashids("this is my salt", minLength, alphabet), // vuln-code-snippet vuln-line continueCodeChallenge
  // vuln-code-snippet end continueCodeChallenge
  findIt: new Hashids("this is the salt for findIt challenges", minLength, alphabet),
  fixIt: new Hashids("yet another salt for the fixIt challenges", minLength, alphabet),
} as const;

export type ProgressKind = keyof typeof progressKinds;

export const continueCodePattern = /^[a-zA-Z0-9]+$/;

export function encodeProgress(kind: ProgressKind, ids: number[]): string {
  return progressKinds[kind].encode([...ids].sort((a, b) => a - b));
}

/** The ids in a code, or null when it is not a code of that kind. */
export function decodeProgress(kind: ProgressKind, code: string): number[] | null {
  if (!continueCodePattern.test(code)) return null;
  try {
    const ids = progressKinds[kind].decode(code).map(Number);
    return ids.length > 0 && ids.every(Number.isSafeInteger) ? ids : null;
  } catch {
    return null;
  }
}
