#!/usr/bin/env node
/**
 * npm run memory:isolates [-- /route]: where workerd's memory goes. Starts the shop (as npm start
 * does, on its own port and data folder) with workerd's inspector open, loads one route at 50
 * clients for two rounds of 10 s, and after each prints workerd's RSS beside the V8 heap of every
 * isolate in the request path (ours, core:user:squeeze, and Miniflare's own: entry, asset router,
 * D1…). GC=1 collects garbage in each isolate first, so what is printed is what is kept.
 * FLAGS="…" sets workerd's V8 flags (empty: none; unset: npm start's). STORE=durable-object.
 * Figures only, never asserted (docs/performance.md, "Memory").
 */
import { execSync, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { root } from "./server.mjs";

const require = createRequire(import.meta.url);
const WebSocket = require("ws");
const autocannon = require("autocannon");
const port = 8840, inspector = 9240;
const flags = process.env.FLAGS;
const server = spawn("node", ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    SQUEEZE_PERSIST: "/tmp/squeeze-memory-isolates/data",
    SQUEEZE_STATE_DIR: "/tmp/squeeze-memory-isolates/state",
    SQUEEZE_INSPECTOR_PORT: String(inspector),
    ...(flags === undefined ? {} : { SQUEEZE_WORKERD_V8_FLAGS: flags }),
    SQUEEZE_STORE: process.env.STORE ?? "",
  },
  stdio: "ignore",
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
for (let i = 0; i < 60; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/Products/1`)).ok) break; } catch {} await sleep(500); }
const rss = () => Number(execSync(`ps -o rss= -p $(pgrep -f 'workerd.*${port}' | head -1)`).toString().trim()) / 1024;
async function heaps() {
  const targets = await (await fetch(`http://127.0.0.1:${inspector}/json`)).json();
  const out = [];
  for (const t of targets) {
    const ws = new WebSocket(t.webSocketDebuggerUrl);
    await new Promise((r, j) => { ws.once("open", r); ws.once("error", j); });
    const call = (id, method, params = {}) => new Promise((r) => { ws.on("message", (m) => { const d = JSON.parse(m); if (d.id === id) r(d.result); }); ws.send(JSON.stringify({ id, method, params })); });
    if (process.env.GC) await Promise.race([call(7, "HeapProfiler.collectGarbage"), sleep(3000)]);
    const u = await Promise.race([call(1, "Runtime.getHeapUsage"), sleep(3000).then(() => null)]);
    out.push(`${t.title.replace("workerd: worker ", "").slice(0, 28)}: ${u ? `${(u.usedSize / 1048576).toFixed(1)}/${(u.totalSize / 1048576).toFixed(1)} MB` : "?"}`);
    ws.close();
  }
  return out;
}
const route = process.argv[2] ?? "/api/Products/1";
console.log("workerd V8 flags", flags === undefined ? "(npm start's)" : JSON.stringify(flags), "route", route);
console.log("idle rss", rss().toFixed(0), (await heaps()).join(" | "));
for (let i = 1; i <= 2; i++) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${route}`, connections: 50, duration: 10 });
  console.log(`round ${i}: ${r.requests.total} req, p99 ${r.latency.p99}, errors ${r.errors}, rss ${rss().toFixed(0)}`, (await heaps()).join(" | "));
}
server.kill();
