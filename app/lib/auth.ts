import { useSyncExternalStore } from "react";
import { cookieLifetimes, deleteCookie, writeCookie } from "./storage";

export interface SessionUser {
  id: number;
  email: string;
  role: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Reads the user from the token in local storage; the role comes from the decoded token. */
function decodeUser(token: string | null): SessionUser | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      data?: SessionUser;
    };
    return payload.data ?? null;
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

export function storeLogin(token: string, basketId: number, rememberEmail: string | null) {
  localStorage.setItem("token", token);
  writeCookie("token", token, cookieLifetimes.token);
  sessionStorage.setItem("bid", String(basketId));
  if (rememberEmail) sessionStorage.setItem("email", rememberEmail);
  else sessionStorage.removeItem("email");
  notify();
}

export function clearLogin() {
  localStorage.removeItem("token");
  deleteCookie("token");
  sessionStorage.removeItem("bid");
  sessionStorage.removeItem("itemTotal");
  notify();
}
