/**
 * The browser storage exactly as the spec lists it. It is part of the game: a token in local
 * storage is what an XSS payload steals.
 */

const hour = 60 * 60;
const year = 365 * 24 * hour;

export const cookieLifetimes = { token: 8 * hour, progress: year, language: year, welcomeBanner: year } as const;

export function readCookie(name: string, cookieHeader = typeof document === "undefined" ? "" : document.cookie) {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** `site`: the SameSite attribute (and Secure where needed); Lax unless a cookie says otherwise. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number, site = "; SameSite=Lax") {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/${site}`;
}

export function deleteCookie(name: string) {
  // Also removes a Secure cookie: a page may, where it was allowed to set one.
  document.cookie = `${name}=; max-age=0; path=/`;
}

// vuln-code-snippet start csrfChallenge
// The session cookie goes along with form posts that other sites start, on purpose (the CSRF
// challenge, docs/decisions/0040-session-cookie-for-csrf.md): SameSite=None, which browsers accept
// only with Secure, and Secure only in a secure context (https, http://localhost, http://127.0.0.1).
// Elsewhere on plain http the cookie has no SameSite attribute, the loosest a browser allows there:
// Chromium then sends it with another site's form post only in the first two minutes after login.
/** The session token's cookie (8 hours), which the profile page's forms rely on. */
export function writeTokenCookie(token: string) {
  writeCookie("token", token, cookieLifetimes.token, window.isSecureContext ? "; SameSite=None; Secure" : ""); // vuln-code-snippet vuln-line csrfChallenge
}
// vuln-code-snippet end csrfChallenge

export const progressCookies = ["continueCode", "continueCodeFindIt", "continueCodeFixIt"] as const;
