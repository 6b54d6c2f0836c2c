import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import premiumPaywall from "../challenges/catalogue/premium-paywall";
import { solveIf } from "../challenges/engine";
import { escapeHtml } from "../lib/html";
import { tastingRoomPath } from "../lib/premium";

/**
 * Squeeze Premium's tasting room: the page whose address only the encrypted text in the Premium
 * Paywall challenge's description gives away (worker/lib/premium.ts). Reaching it solves the
 * challenge; any other path under its prefix is a 404. Mounted at /the/tasting/room.
 */
export const tastingRoomApi = new Hono<ApiEnv>({ strict: false }).get("/*", async (c) => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname).toLowerCase().replace(/\/+$/, "");
  } catch {
    throw new HTTPException(400, { message: "Invalid request: the path is not properly encoded." });
  }
  if (path !== tastingRoomPath) throw new HTTPException(404, { message: "Members only, and this is not the members' door." });
  const ctx = c.get("instance");
  await solveIf(ctx, premiumPaywall, () => true);
  const name = escapeHtml(ctx.config.application.name);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} Premium: the tasting room</title>
<style>:root{color-scheme:dark;font-family:system-ui,sans-serif}body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 50% 35%,#854d0e,#09090b 70%);color:#fafafa;text-align:center}h1{font-size:2.25rem;margin:.5rem 0}a{color:#fde68a}</style></head>
<body><main><svg width="140" height="200" viewBox="0 0 140 200" role="img" aria-label="A tall glass of golden juice with a striped straw">
<path d="M30 40h80l-10 150H40z" fill="#fde68a" opacity=".25" stroke="#fef3c7" stroke-width="3"/><path d="M34 80h72l-7 107H41z" fill="#eab308"/>
<circle cx="58" cy="120" r="4" fill="#fef9c3" opacity=".8"/><circle cx="80" cy="150" r="3" fill="#fef9c3" opacity=".8"/><circle cx="70" cy="100" r="2.5" fill="#fef9c3" opacity=".8"/>
<path d="M88 10l-14 150" stroke="#f43f5e" stroke-width="7" stroke-dasharray="10 8" stroke-linecap="round"/></svg>
<h1>Welcome to the tasting room</h1><p>Members only. You did not pay in liquid gold, but the keys were lying right there.</p><p><a href="/search">Back to the shop</a></p></main></body></html>`,
    200,
  );
});
