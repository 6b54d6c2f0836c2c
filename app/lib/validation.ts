/** The client-side rules of the spec's forms (spec part 1 §5, part 2 §5). The API decides for itself. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Password length for setting and changing a password. */
export const passwordLength = { min: 5, max: 40 } as const;

export const validPasswordLength = (password: string) => password.length >= passwordLength.min && password.length <= passwordLength.max;

/** A two-factor code: exactly six digits. */
export const totpCodePattern = /^\d{6}$/;

/** Feedback comments, complaint messages (spec part 1 §5, §9). */
export const messageLength = 160;
/** A captcha answer: an integer, maybe negative. */
export const captchaPattern = /^-?\d+$/;
/** The complaint form's invoice: these kinds of file, at most this big. */
export const complaintFile = { extensions: ["pdf", "xml", "zip", "yml", "yaml"], maxBytes: 100_000 } as const;

/** A PNG or JPEG by its first four bytes, as the photo wall checks (spec part 2 §5). */
export function isPhotoSignature(bytes: Uint8Array): boolean {
  const hex = [...bytes.slice(0, 4)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return hex === "89504e47" || ["ffd8ffe0", "ffd8ffe1", "ffd8ffe2", "ffd8ffe3", "ffd8ffe8"].includes(hex);
}
