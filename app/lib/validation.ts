/** The client-side rules of the spec's forms (spec part 1 §5, part 2 §5). The API decides for itself. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Password length for setting and changing a password. */
export const passwordLength = { min: 5, max: 40 } as const;

export const validPasswordLength = (password: string) => password.length >= passwordLength.min && password.length <= passwordLength.max;

/** A two-factor code: exactly six digits. */
export const totpCodePattern = /^\d{6}$/;
