import { encode } from "@alttiri/base85";

const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;

/**
 * A coupon in the shop's format: the 8 characters "MMMYY-DD" (month, two-digit year, percent off,
 * e.g. "MAR26-10") encoded with z85 into 10 characters. Valid in the month it names.
 */
export function couponFor(discountPercent: number, date = new Date()): string {
  const plain = `${months[date.getUTCMonth()]}${String(date.getUTCFullYear() % 100).padStart(2, "0")}-${String(discountPercent).padStart(2, "0")}`;
  // vuln-code-snippet start weirdCryptoChallenge
  // An encoding, not a signature: anyone who decodes one coupon can write any other (on purpose).
  return encode(new TextEncoder().encode(plain), "z85"); // vuln-code-snippet vuln-line weirdCryptoChallenge
  // vuln-code-snippet end weirdCryptoChallenge
}
