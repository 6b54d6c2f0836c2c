import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import easterEggLevelTwo from "../challenges/catalogue/easter-egg-level-two";
import { solveIf } from "../challenges/engine";
import { escapeHtml } from "../lib/html";

/** The path hidden in /ftp/hidden.egg (base64 of its ROT13), under the /squeezing prefix. */
export const nestedEggPath = "/the/last/drop/out/of/this/egg";

/**
 * The nested Easter egg: a page nobody links, whose address only the egg on the file server
 * gives away. Mounted at /squeezing.
 */
export const easterEggApi = new Hono<ApiEnv>({ strict: false }).get(nestedEggPath, async (c) => {
  const ctx = c.get("instance");
  await solveIf(ctx, easterEggLevelTwo, () => true);
  const name = escapeHtml(ctx.config.application.name);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}: the last drop</title>
<style>:root{color-scheme:dark;font-family:system-ui,sans-serif}body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 50% 40%,#7c2d12,#09090b 70%);color:#fafafa;text-align:center}h1{font-size:2.5rem;margin:.5rem 0}a{color:#fdba74}</style></head>
<body><main><svg width="160" height="200" viewBox="0 0 160 200" role="img" aria-label="A golden egg with an orange slice for a crown">
<ellipse cx="80" cy="120" rx="62" ry="76" fill="#facc15"/><ellipse cx="60" cy="95" rx="14" ry="22" fill="#fef9c3" opacity=".7"/>
<circle cx="80" cy="34" r="26" fill="#fb923c"/><circle cx="80" cy="34" r="19" fill="#fdba74"/><path d="M80 15v38M61 34h38M67 21l26 26M93 21L67 47" stroke="#ea580c" stroke-width="2.5"/></svg>
<h1>You squeezed the last drop out of the egg!</h1><p>Nobody was supposed to find this page. Well, nobody but you.</p><p><a href="/search">Back to the shop</a></p></main></body></html>`,
    200,
  );
});
