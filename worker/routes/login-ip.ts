import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import httpHeaderXss from "../challenges/catalogue/http-header-xss";
import { solveIf } from "../challenges/engine";
import { users } from "../db/schema";
import { requireUser, signedInUser } from "../lib/auth";
import { publicUserColumns } from "./user/account";

/** An iframe whose source runs script: what the HTTP-header XSS challenge asks to plant. */
const scriptingIframe = /<iframe\b[^>]*\bsrc\s*=\s*["']?\s*javascript:/i;

/**
 * GET /rest/saveLoginIp: the shop remembers where the user last logged in from (the page calls it
 * on logout; spec part 1 §4). Mounted at /rest/saveLoginIp.
 */
export const loginIpApi = new Hono<ApiEnv>({ strict: false }).get("/", requireUser, async (c) => {
  const ctx = c.get("instance");
  const user = signedInUser(c);
  // vuln-code-snippet start httpHeaderXssChallenge
  // A proxy's True-Client-IP header is believed and stored as it is; the last-login-IP page shows
  // it as HTML.
  const ip = c.req.header("True-Client-IP") ?? c.req.header("CF-Connecting-IP") ?? "127.0.0.1"; // vuln-code-snippet vuln-line httpHeaderXssChallenge
  // vuln-code-snippet end httpHeaderXssChallenge
  const [row] = await ctx.data.db
    .update(users)
    .set({ lastLoginIp: ip.slice(0, 500), updatedAt: new Date().toISOString() })
    .where(eq(users.id, user.id))
    .returning(publicUserColumns);
  await solveIf(ctx, httpHeaderXss, () => scriptingIframe.test(ip));
  return c.json(row ?? {}, 200);
});
