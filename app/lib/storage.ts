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

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; max-age=0; path=/`;
}

export const progressCookies = ["continueCode", "continueCodeFindIt", "continueCodeFixIt"] as const;
