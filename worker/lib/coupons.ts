import { decode, encode } from "@alttiri/base85";

/**
 * The shop's coupons: ten characters of z85 (ZeroMQ's base85) over eight bytes of text,
 * `SQ<yy><mm><percent>`, e.g. "SQ261115" for 15 % in November 2026. A coupon is good in the
 * month it names.
 */
const z85 = /^[0-9a-zA-Z.\-:+=^!/*?&<>()[\]{}@%$#]{10}$/;
const couponText = /^SQ(\d{2})(\d{2})(\d{2})$/;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** Month and year of a date, as coupons name them (UTC). */
const monthOf = (date: Date) => ({ yy: twoDigits(date.getUTCFullYear() % 100), mm: twoDigits(date.getUTCMonth() + 1) });

/** A coupon for this month (as the shop's newsletter hands them out). */
export function issueCoupon(percent: number, date = new Date()): string {
  const { yy, mm } = monthOf(date);
  // vuln-code-snippet start weirdCryptoChallenge
  // An encoding, not a signature or a cipher: anyone who decodes one coupon can write any other (on purpose).
  return encode(new TextEncoder().encode(`SQ${yy}${mm}${twoDigits(percent)}`), "z85"); // vuln-code-snippet vuln-line weirdCryptoChallenge
  // vuln-code-snippet end weirdCryptoChallenge
}

/** The discount in percent a coupon gives this month, or null if it is not a coupon of this month. */
export function couponDiscount(coupon: string, date = new Date()): number | null {
  if (!z85.test(coupon)) return null;
  // vuln-code-snippet start forgedCouponChallenge
  // The discount is written into the coupon itself, and z85 is an encoding, not a signature:
  // anyone who decodes one coupon can write their own with any percentage.
  const match = couponText.exec(new TextDecoder().decode(decode(coupon, "z85"))); // vuln-code-snippet vuln-line forgedCouponChallenge
  if (!match) return null;
  const { yy, mm } = monthOf(date);
  return match[1] === yy && match[2] === mm ? Number(match[3]) : null; // vuln-code-snippet vuln-line forgedCouponChallenge
  // vuln-code-snippet end forgedCouponChallenge
}
