import { useSyncExternalStore } from "react";
import type { TokenUser } from "../../worker/lib/jwt";
import { deleteCookie, writeTokenCookie } from "./storage";

/** The signed-in user as the token says (spec part 1 §6: roles are read from data.role). */
export type SessionUser = Pick<TokenUser, "id" | "email" | "role" | "lastLoginIp" | "username">;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Reads the user from a token (not verified: the server does that; the page only shows it). */
function decodeUser(token: string | null): SessionUser | null {
  if (!token) return null;
  try {
    const json = atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"));
    const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (ch) => ch.charCodeAt(0))));
    if (typeof payload !== "object" || payload === null || !("data" in payload)) return null;
    const { data } = payload;
    if (typeof data !== "object" || data === null) return null;
    const field = (name: string) => (name in data ? String((data as Record<string, unknown>)[name] ?? "") : "");
    return { id: Number(field("id")), email: field("email"), role: field("role"), lastLoginIp: field("lastLoginIp"), username: field("username") };
  } catch {
    return null;
  }
}

let cached: { token: string | null; user: SessionUser | null } = { token: null, user: null };
function snapshot(): SessionUser | null {
  const token = localStorage.getItem("token");
  if (token !== cached.token) cached = { token, user: decodeUser(token) };
  return cached.user;
}

/** The logged-in user, or null; null during server rendering (the token lives in the browser). */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => null,
  );
}

/** Spec part 1 §4: the token in local storage and an 8-hour cookie, the basket id in session storage. */
export function storeLogin(token: string, basketId: number, rememberEmail?: string | null) {
  sessionStorage.setItem("bid", String(basketId));
  if (rememberEmail !== undefined) {
    if (rememberEmail) sessionStorage.setItem("email", rememberEmail);
    else sessionStorage.removeItem("email");
  }
  // Last: it tells the page about the new user, whose basket id is stored by then.
  replaceToken(token);
}

/** A reply that carries a new token (the chatbot's, after a new name) replaces the stored one. */
export function replaceToken(token: string) {
  localStorage.setItem("token", token);
  writeTokenCookie(token);
  notify();
}

export function clearLogin() {
  localStorage.removeItem("token");
  deleteCookie("token");
  sessionStorage.removeItem("bid");
  sessionStorage.removeItem("itemTotal");
  notify();
}
