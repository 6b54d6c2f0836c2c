import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import redirectChallenge from "../challenges/catalogue/redirect";
import redirectCryptoCurrency from "../challenges/catalogue/redirect-crypto-currency";
import { solveIf } from "../challenges/engine";
import { isAllowlistedLink, isRedirectAllowed, retiredDonationLinks } from "../lib/redirects";
import { queryParams } from "../lib/validate";

const retired = new Set<string>(Object.values(retiredDonationLinks));

/** GET /redirect?to=: sends the browser on to one of the shop's own links elsewhere (worker/lib/redirects.ts). */
export const redirectApi = new Hono<ApiEnv>({ strict: false }).get("/", queryParams(z.object({ to: z.string().min(1).max(2000).regex(/^[^\u0000-\u001f\u007f]*$/, "no control characters") })), async (c) => {
  const ctx = c.get("instance");
  const { to } = c.req.valid("query");
  if (!isRedirectAllowed(to)) throw new HTTPException(406, { message: `Unrecognized target URL for redirect: ${to}` });
  await solveIf(ctx, redirectCryptoCurrency, () => retired.has(to));
  await solveIf(ctx, redirectChallenge, () => !isAllowlistedLink(to));
  return c.redirect(to, 302);
});
