#!/usr/bin/env node
/**
 * npm run bench: the figures issue 11 asks for, measured here (never asserted in tests), against a
 * server of its own (the built worker as `npm start` serves it, on a free loopback port, with a
 * data folder of its own). autocannon generates the load (docs/decisions/0031).
 *   start      seconds from starting the server to the first 200 of GET / (--clean: from no build)
 *   afterStart API requests at 10 clients from the moment the server answers: p50/p99, first second
 *   bytes      first-load JS and CSS of the shop page `/`, gzip, as its HTML links them
 *   solves     exploit-to-event latency at a connected room client, over N solves, each after a
 *              reset; the resets' time to a fresh instance
 *   load       req/s, p50, p99 at 10 and 50 clients for each route of the table below
 *   memory     the server's processes (Node host + workerd): idle, after the load, after idle time
 *   tests      `npm test` wall time (only with --with-tests)
 *   cohort     issue 14's figures on a second server, in cohort mode (scripts/bench-cohort.mjs):
 *              instance creation, memory per instance, 50 students on shops of their own,
 *              solve → trainer board
 * Options: --quick (a short run, figures only indicative), --seconds=N (per load run),
 * --solves=N, --idle=N (seconds), --store=d1|durable-object (the single shop; cohort mode
 * keeps its own store), --clean, --with-tests, --only=shop|cohort (one of the two servers),
 * --instances=N (cohort students, 300), --board-solves=N (20 on live shops, 20 more after quiet).
 * Prints a table and writes bench-results/latest.json (bench-results/ is not committed).
 */
import "./env.mjs";
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { cohortRows, measureCohort } from "./bench-cohort.mjs";
import { fetchRetrying, latencySummary, loadRun, newCustomer, operatorToken, options, printTable, processGroupMemory, quantile, roomClient, round, sampleMemory, sleep, startServerProcess } from "./measure.mjs";
import { buildIfStale, root } from "./server.mjs";

const opts = options();
const quick = opts.has("quick");
const settings = {
  quick,
  store: opts.string("store", undefined),
  startRuns: opts.number("start-runs", quick ? 1 : 3),
  afterStartSeconds: opts.number("after-start", quick ? 2 : 5),
  loadSeconds: opts.number("seconds", quick ? 3 : 8),
  solves: opts.number("solves", quick ? 10 : 50),
  idleSeconds: opts.number("idle", quick ? 5 : 60),
  only: opts.string("only", undefined),
  instances: opts.number("instances", quick ? 60 : 300),
  boardSolves: opts.number("board-solves", quick ? 10 : 20),
};
if (settings.only !== undefined && !["shop", "cohort"].includes(settings.only)) {
  console.error(`--only takes shop or cohort, not ${settings.only}`);
  process.exit(2);
}
const serverEnv = settings.store ? { SQUEEZE_STORE: settings.store } : {};
/** droppedConnections: kept-alive connections the server closed as a request went out on them (sent again). */
const results = { measuredAt: new Date().toISOString(), node: process.version, settings, droppedConnections: 0 };

async function measureStart() {
  const times = [];
  for (let i = 0; i < settings.startRuns; i++) {
    const server = await startServerProcess(serverEnv);
    times.push(server.seconds);
    await server.stop();
  }
  results.startSeconds = { median: round(quantile(times, 0.5), 2), runs: times.map((t) => round(t, 2)) };
  console.log(`start → first 200 of GET / (built tree): median ${results.startSeconds.median} s over ${times.length}`);
  if (opts.has("clean")) {
    rmSync(join(root, "build"), { recursive: true, force: true });
    const server = await startServerProcess(serverEnv, { timeoutMs: 600_000 });
    results.startCleanSeconds = round(server.seconds, 1);
    await server.stop();
    console.log(`start → first 200 (clean: build + new data): ${results.startCleanSeconds} s`);
  }
}

/** API reads at 10 clients from the moment the server answers: the tail a class meets first. */
async function measureAfterStart(url) {
  const started = performance.now();
  const bySecond = [];
  const result = await loadRun({
    url,
    connections: 10,
    seconds: settings.afterStartSeconds,
    requests: [{ path: "/api/Products/1" }, { path: "/rest/products/search?q=juice" }, { path: "/api/Challenges" }],
    each: (_status, ms) => {
      const second = Math.floor((performance.now() - started) / 1000);
      (bySecond[second] ??= []).push(ms);
    },
  });
  results.afterStart = { ...result, firstSecond: latencySummary(bySecond[0] ?? []) };
  console.log(
    `API at 10 clients from the start: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms (first second: p99 ${results.afterStart.firstSecond.p99} ms over ${results.afterStart.firstSecond.count})`,
  );
}

/** The shop page's first load: every script, module preload and stylesheet its HTML names, gzip. */
async function measureBytes(url) {
  const html = await (await fetch(`${url}/`, { headers: { Accept: "text/html" } })).text();
  const assets = new Map();
  const add = (href, kind) => {
    const resolved = new URL(href, url);
    if (resolved.origin === new URL(url).origin) assets.set(resolved.pathname, kind);
  };
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag[0])?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag[0])?.[1];
    if (href && rel === "stylesheet") add(href, "css");
    if (href && rel === "modulepreload") add(href, "js");
  }
  for (const tag of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) add(tag[1], "js");
  // React Router's hydration script imports the entry and the route modules.
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of script[1].matchAll(/import\s*(?:[^"'();]*?from\s*)?\(?\s*["']([^"']+\.(?:js|mjs))["']/g)) add(imported[1], "js");
  }
  const totals = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const [path, kind] of assets) {
    const body = Buffer.from(await (await fetch(new URL(path, url))).arrayBuffer());
    totals[kind].raw += body.length;
    totals[kind].gzip += gzipSync(body, { level: 9 }).length;
    totals[kind].files++;
  }
  const kB = (n) => round(n / 1024, 1);
  results.firstLoad = {
    page: "/",
    htmlGzipKb: kB(gzipSync(html, { level: 9 }).length),
    // Chakra's styles arrive in the HTML (emotion's <style> tags), not as stylesheets: shown apart.
    inlineCssGzipKb: kB(gzipSync([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n"), { level: 9 }).length),
    jsGzipKb: kB(totals.js.gzip),
    cssGzipKb: kB(totals.css.gzip),
    gzipKb: kB(totals.js.gzip + totals.css.gzip),
    rawKb: kB(totals.js.raw + totals.css.raw),
    jsFiles: totals.js.files,
    cssFiles: totals.css.files,
  };
  console.log(
    `first load of /: ${results.firstLoad.gzipKb} kB gzip (JS ${results.firstLoad.jsGzipKb} kB in ${totals.js.files} files, CSS ${results.firstLoad.cssGzipKb} kB in ${totals.css.files}; HTML ${results.firstLoad.htmlGzipKb} kB, of which inline CSS ${results.firstLoad.inlineCssGzipKb} kB)`,
  );
}

/**
 * Each round: reset (timed until the reset has answered, the room has said "server started" and
 * the fresh instance answers a read), then the login injection, timed from sending it until the
 * room's "challenge solved" reaches the connected client.
 */
async function measureSolves(url) {
  const room = await roomClient(url);
  const solves = [];
  const resets = [];
  try {
    for (let i = 0; i < settings.solves; i++) {
      const resetStarted = performance.now();
      const announced = room.next((m) => m.type === "server started");
      const reset = await fetch(`${url}/operator/reset`, { method: "POST", headers: { Authorization: `Bearer ${operatorToken}` } });
      if (reset.status !== 200) throw new Error(`reset answered ${reset.status}: ${await reset.text()}`);
      await reset.arrayBuffer();
      await announced;
      const fresh = await fetch(`${url}/api/Challenges/?key=loginAdminChallenge`);
      if (fresh.status !== 200 || (await fresh.json()).data[0].solved) throw new Error("the instance was not fresh after the reset");
      resets.push(performance.now() - resetStarted);

      const solved = room.next((m) => m.type === "challenge solved" && m.data.key === "loginAdminChallenge");
      const sent = performance.now();
      const response = await fetch(`${url}/rest/user/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "' OR 1=1--", password: "x" }),
      });
      await response.arrayBuffer();
      solves.push((await solved) - sent);
    }
  } finally {
    room.close();
  }
  results.solveToEventMs = latencySummary(solves);
  results.resetToFreshMs = latencySummary(resets);
  console.log(`solve → event at a client: median ${results.solveToEventMs.p50} ms, p95 ${results.solveToEventMs.p95} ms over ${solves.length}`);
  console.log(`reset → fresh instance: median ${results.resetToFreshMs.p50} ms, p95 ${results.resetToFreshMs.p95} ms over ${resets.length}`);
}

/** The table's routes: pages as a browser asks for them, the API as the pages call it. */
function benchRoutes(customer) {
  const page = { headers: { accept: "text/html" } };
  return [
    { name: "shop page /", kind: "page", request: { path: "/", ...page } },
    { name: "product search", kind: "api", request: { path: "/rest/products/search?q=juice" } },
    { name: "product by id", kind: "api", request: { path: "/api/Products/1" } },
    {
      name: "login, bad password",
      kind: "api",
      expect: 401,
      request: { method: "POST", path: "/rest/user/login", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: customer.email, password: "not-the-password" }) },
    },
    { name: "basket (signed in)", kind: "api", request: { path: `/rest/basket/${customer.bid}`, headers: { authorization: `Bearer ${customer.token}` } } },
    { name: "challenge list", kind: "api", request: { path: "/api/Challenges" } },
    { name: "score board page", kind: "page", request: { path: "/score-board", ...page } },
  ];
}

/**
 * Waits (at most 30 s) until the server answers a cheap read quickly again: requests still in
 * flight when a run stops would otherwise be served during the next run and count against it.
 */
async function settle(url) {
  const until = performance.now() + 30_000;
  for (let fast = 0; fast < 2 && performance.now() < until; ) {
    const started = performance.now();
    await (await fetchRetrying(`${url}/rest/admin/application-version`, {}, () => results.droppedConnections++)).arrayBuffer();
    fast = performance.now() - started < 100 ? fast + 1 : 0;
    if (fast === 0) await sleep(200);
  }
}

/** A few requests one after another, so code loaded on first use is not in the figures. */
async function warmUp(url, request) {
  for (let i = 0; i < 3; i++) {
    const init = { method: request.method ?? "GET", headers: request.headers, body: request.body, signal: AbortSignal.timeout(60_000) };
    const response = await fetchRetrying(`${url}${request.path}`, init, () => results.droppedConnections++);
    await response.arrayBuffer();
  }
}

async function measureLoad(url, pid) {
  const customer = await newCustomer(url, "bench");
  const memory = sampleMemory(pid, 1000);
  results.load = [];
  try {
    for (const route of benchRoutes(customer)) {
      await warmUp(url, route.request);
      for (const connections of [10, 50]) {
        await settle(url);
        // autocannon takes the path from the URL, and request's path overrides it.
        const result = await loadRun({ url: `${url}${route.request.path}`, connections, seconds: settings.loadSeconds, request: route.request, expect: route.expect });
        results.load.push({ route: route.name, kind: route.kind, ...result });
        console.log(`${route.name} at ${connections}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.unexpected} unexpected, ${result.errors} errors`);
      }
    }
  } finally {
    results.memoryDuringLoad = memory.stop();
  }
}

function measureTests() {
  const started = performance.now();
  const run = spawnSync("npm", ["test"], { cwd: root, stdio: "ignore" });
  results.npmTestSeconds = round((performance.now() - started) / 1000, 0);
  results.npmTestPassed = run.status === 0;
  console.log(`npm test: ${results.npmTestSeconds} s (${run.status === 0 ? "passed" : "FAILED"})`);
}

/** The shop's rows of the summary: each figure beside issue 11's aim. */
function shopRows() {
  const rows = [];
  for (const r of results.load) {
    const aim = r.kind === "page" ? (r.route === "shop page /" && r.connections === 50 ? "≥ 1200 req/s, p99 ≤ 100 ms" : "") : r.connections === 50 ? "≥ 600 req/s, p99 ≤ 150 ms" : "p99 ≤ 100 ms";
    const value =
      r.answered === 0
        ? `no answer within ${r.seconds} s`
        : `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${r.unexpected + r.errors ? `, ${r.unexpected + r.errors} bad` : ""}`;
    rows.push({ figure: `${r.route}, c=${r.connections}`, value, aim });
  }
  const memory = results.memory;
  rows.push(
    { figure: "start → first 200 of /", value: `${results.startSeconds.median} s`, aim: "" },
    { figure: "API c=10, first second after start", value: `p50 ${results.afterStart.firstSecond.p50} ms, p99 ${results.afterStart.firstSecond.p99} ms`, aim: "p99 ≤ 100 ms" },
    { figure: "API c=10, first seconds after start", value: `${results.afterStart.requestsPerSecond} req/s, p99 ${results.afterStart.p99Ms} ms`, aim: "p99 ≤ 100 ms" },
    { figure: "first load of / (JS + CSS, gzip)", value: `${results.firstLoad.gzipKb} kB (JS ${results.firstLoad.jsGzipKb}, CSS ${results.firstLoad.cssGzipKb}; HTML ${results.firstLoad.htmlGzipKb} more)`, aim: "≤ 133 kB" },
    { figure: "solve → event at a client", value: `median ${results.solveToEventMs.p50} ms, p95 ${results.solveToEventMs.p95} ms`, aim: "median ≤ 10 ms" },
    { figure: "reset → fresh instance", value: `median ${results.resetToFreshMs.p50} ms, p95 ${results.resetToFreshMs.p95} ms`, aim: "" },
    { figure: "memory idle (RSS; PSS)", value: `${memory.idle.rssMb} MB; ${memory.idle.pssMb} MB (${memory.idle.processes.map((p) => `${p.name} ${p.rssMb}`).join(", ")})`, aim: "≤ 190 MB" },
    { figure: "memory after load", value: `${memory.afterLoad.rssMb} MB; ${memory.afterLoad.pssMb} MB (${round(memory.afterLoad.rssMb / memory.idle.rssMb, 2)}× idle)`, aim: "≤ 1.5× idle" },
    { figure: `memory after ${settings.idleSeconds} s idle`, value: `${memory.afterIdle.rssMb} MB; ${memory.afterIdle.pssMb} MB`, aim: "" },
    { figure: "memory peak during load", value: `${Math.max(...results.memoryDuringLoad.map((s) => s.rssMb))} MB`, aim: "" },
  );
  return rows;
}

async function measureShop() {
  await measureStart();
  const server = await startServerProcess(serverEnv);
  results.memory = {};
  try {
    console.log(`serving at ${server.url} (started in ${round(server.seconds, 2)} s)`);
    results.memory.idle = processGroupMemory(server.pid);
    await measureAfterStart(server.url);
    await measureBytes(server.url);
    await measureSolves(server.url);
    await measureLoad(server.url, server.pid);
    results.memory.afterLoad = processGroupMemory(server.pid);
    console.log(`memory: ${results.memory.idle.rssMb} MB idle → ${results.memory.afterLoad.rssMb} MB after the load; idle for ${settings.idleSeconds} s…`);
    await sleep(settings.idleSeconds * 1000);
    results.memory.afterIdle = processGroupMemory(server.pid);
  } finally {
    await server.stop();
  }
}

await buildIfStale({ log: () => {} });
if (settings.only !== "cohort") await measureShop();
// After the shop's server has stopped: the two never share the cores or the memory figures.
if (settings.only !== "shop") results.cohort = await measureCohort(settings);
if (opts.has("with-tests")) measureTests();

console.log("");
printTable([...(results.load ? shopRows() : []), ...(results.cohort ? cohortRows(results.cohort) : [])], ["figure", "value", "aim"]);
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log("\nwritten to bench-results/latest.json");
