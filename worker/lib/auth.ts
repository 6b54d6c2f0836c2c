import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import { verifyToken, type TokenUser } from "./jwt";

/**
 * Who sent a request: the user in its token. The token comes as `Authorization: Bearer …` (the
 * shop's pages send it so) or as the `token` cookie (what a browser sends by itself: the CSRF and
 * XSS challenges live on that).
 */
export function tokenOf(c: Context<ApiEnv>): string | null {
  const header = c.req.header("Authorization");
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || null;
  return getCookie(c, "token") ?? null;
}

/** The signed-in user, or null (no token, or one that does not verify). Read once per request. */
export async function currentUser(c: Context<ApiEnv>): Promise<TokenUser | null> {
  const cached = c.get("user");
  if (cached !== undefined) return cached;
  const token = tokenOf(c);
  const user = token ? ((await verifyToken(c.get("instance"), token))?.data ?? null) : null;
  c.set("user", user);
  return user;
}

/** Lets only signed-in users through (401 JSON otherwise); the user is then `c.get("user")`. */
export const requireUser: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!(await currentUser(c))) throw new HTTPException(401, { message: "You need to be logged in to do that." });
  await next();
};

/** The signed-in user a `requireUser` route is sure of. */
export function signedInUser(c: Context<ApiEnv>): TokenUser {
  const user = c.get("user");
  if (!user) throw new HTTPException(401, { message: "You need to be logged in to do that." });
  return user;
}

/** Lets only users with one of the roles through (403 JSON otherwise). */
export const requireRole =
  (...roles: TokenUser["role"][]): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw new HTTPException(401, { message: "You need to be logged in to do that." });
    if (!roles.includes(user.role)) throw new HTTPException(403, { message: "You are not allowed to do that." });
    await next();
  };
