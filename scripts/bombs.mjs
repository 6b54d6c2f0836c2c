#!/usr/bin/env node
/**
 * npm run bombs: fires every payload of the instance's Danger Zone (and the other ways a student
 * can make a server work hard) many times in a row, with ordinary traffic going on beside it, and
 * checks that each is answered as planned within its time bound, that the ordinary traffic never
 * fails, and how the server's memory moves.
 *   XML: billion laughs, quadratic blowup, XXE reading a file, XXE to an outside host
 *   YAML: alias bomb          ZIP: a 100 MiB bomb, archives whose headers lie about the size
 *   uploads: 12 MB and 40 MB bodies          JSON: 1 MB of brackets, nesting 100,000 deep
 *   $where (reviews, orders): an endless loop, ReDoS, a memory grab, sleep() past its cap
 *   profile template (SSTI): an endless loop          SQL: a recursive query, a five-table cross join
 *   B2B orders (orderLinesData in QuickJS): an endless loop (rceChallenge), a long finite loop and
 *   a backtracking regular expression (rceOccupyChallenge)
 *   search: a LIKE pattern of many wildcards
 * Options: --quick (5 runs each), --runs=N (100), --only=name,name, --traffic=N (ordinary clients,
 * 4), --store=d1|durable-object, --url=http://… (a running server instead of one of its own: no
 * memory figures then, unless it is the `npm start` server of this folder).
 * Exits 1 when a check fails. Writes bench-results/bombs.json (not committed).
 */
import "./env.mjs";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fetchRetrying, latencySummary, newCustomer, options, printTable, processGroupMemory, round, sampleMemory, sleep, startServerProcess, zerosZip } from "./measure.mjs";
import { buildIfStale, root, serverFile } from "./server.mjs";

const opts = options();
const quick = opts.has("quick");
const runs = opts.number("runs", quick ? 5 : 100);
const only = opts.string("only", "").split(",").filter(Boolean);
const trafficClients = opts.number("traffic", 4);
const failures = [];
const fail = (what) => {
  failures.push(what);
  if (failures.length <= 30) console.log(`  ✘ ${what}`);
};

// ---------------------------------------------------------------------------------------------
// The payloads.

const billionLaughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol0 "lol">\n${Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("\n")}\n]>\n<lolz>&lol9;</lolz>\n`;
const quadratic = `<!DOCTYPE q [<!ENTITY pulp "${"juice".repeat(6_000)}">]>\n<q>${"&pulp;".repeat(4_000)}</q>`;
const xxe = (systemId) => `<?xml version="1.0"?>\n<!DOCTYPE c [<!ENTITY leak SYSTEM "${systemId}">]>\n<c>&leak;</c>\n`;
const yamlBomb = [`a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`, ..."bcdefghi".split("").map((n, i) => `${n}: &${n} [${Array(9).fill(`*${"abcdefghi"[i]}`).join(",")}]`)].join("\n");

/** A POST /file-upload of one file, as the complaint form sends it. */
const upload = (name, content) => (session) => {
  const form = new FormData();
  form.append("file", new Blob([content]), name);
  return { path: "/file-upload", init: { method: "POST", body: form, headers: session.headers } };
};
const get = (path, headers = {}) => () => ({ path, init: { headers } });
const postJson = (path, body) => () => ({ path, init: { method: "POST", headers: { "Content-Type": "application/json" }, body } });
const reviewsOf = (code) => get(`/rest/products/${encodeURIComponent(code)}/reviews`);
/** A wholesale order whose order lines are `code` (they run in the sandbox: worker/routes/b2b.ts). */
const b2bOrder = (code) => (session) => ({
  path: "/b2b/v2/orders",
  init: { method: "POST", headers: { ...session.headers, "Content-Type": "application/json" }, body: JSON.stringify({ cid: "BOMBS-1", orderLinesData: code }) },
});
const search = (q) => get(`/rest/products/search?q=${encodeURIComponent(q)}`);
const leaky = (pattern) => (status, text) => status === 500 && pattern.test(text);
const is =
  (...statuses) =>
  (status) =>
    statuses.includes(status);

/**
 * Each bomb: how to send it, what its answer must be, and the time one run may take (generous:
 * the machine may be shared; the point is that nothing runs away).
 */
function bombs() {
  return [
    { name: "XML billion laughs", request: upload("order.xml", billionLaughs), expect: is(422), boundMs: 5_000 },
    { name: "XML quadratic blowup", request: upload("order.xml", quadratic), expect: is(422), boundMs: 5_000 },
    { name: "XXE reading /etc/passwd", request: upload("order.xml", xxe("file:///etc/passwd")), expect: is(410), boundMs: 5_000 },
    { name: "XXE to an outside host", request: upload("order.xml", xxe("http://example.com/passwd")), expect: is(410), boundMs: 5_000 },
    { name: "YAML alias bomb", request: upload("order.yml", yamlBomb), expect: is(422), boundMs: 5_000 },
    { name: "ZIP of 100 MiB of zeros", request: upload("evidence.zip", archives.honest), expect: is(201, 400), boundMs: 5_000 },
    { name: "ZIP that claims 10 bytes", request: upload("evidence.zip", archives.tinyLiar), expect: is(201, 400), boundMs: 5_000 },
    { name: "ZIP that claims 200 kB of 190 MiB", request: upload("evidence.zip", archives.plausibleLiar), expect: is(201, 400), boundMs: 5_000 },
    { name: "upload of 12 MB", request: upload("invoice.pdf", new Uint8Array(12 * 1024 * 1024)), expect: is(400), boundMs: 10_000 },
    // Past the drain limit the server answers and cuts the connection: either is as planned.
    { name: "upload of 40 MB", request: upload("invoice.pdf", new Uint8Array(40 * 1024 * 1024)), expect: is(400), cutOffIsFine: true, boundMs: 15_000 },
    { name: "JSON, 1 MB of brackets", request: postJson("/api/Users", "[".repeat(1024 * 1024)), expect: is(400), boundMs: 5_000 },
    { name: "JSON nested 100,000 deep", request: postJson("/rest/user/login", `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`), expect: is(400), boundMs: 5_000 },
    { name: "$where endless loop", request: reviewsOf("(() => { while (true) {} })()"), expect: is(400), boundMs: 5_000 },
    { name: "$where ReDoS", request: reviewsOf(`/^(a+)+$/.test("${"a".repeat(40)}!")`), expect: is(400), boundMs: 5_000 },
    { name: "$where memory grab", request: reviewsOf(`"x".repeat(2 ** 28).length`), expect: is(400), boundMs: 5_000 },
    { name: "$where orders endless loop", request: get(`/rest/track-order/${encodeURIComponent("' || (() => { for (;;) {} })() || '")}`), expect: is(400), boundMs: 5_000 },
    // The sleep is capped at 4 s a query (solving noSqlCommandChallenge takes 2 s).
    { name: "$where sleep(100000)", request: reviewsOf("sleep(100000)"), expect: is(200), boundMs: 8_000, parallel: 10 },
    // The order's budget is 4,000 interrupt calls (the $where's 1,000): an endless loop is stopped
    // there (rceChallenge); finite work past 1,000 calls ends by itself (rceOccupyChallenge).
    { name: "B2B endless loop", request: b2bOrder("while (true) {}"), expect: is(400), boundMs: 5_000 },
    { name: "B2B long finite loop", request: b2bOrder("for (let i = 0; i < 1e7; i++) {} [{ productId: 1, quantity: 1 }]"), expect: is(200), boundMs: 5_000 },
    { name: "B2B ReDoS that ends", request: b2bOrder(`/^(a+)+$/.test("${"a".repeat(24)}!")`), expect: is(422), boundMs: 5_000 },
    { name: "SSTI endless loop", request: ssti("#{(function () { while (true) {} })()}"), expect: (status, text) => status === 200 && /time budget/.test(text), boundMs: 5_000 },
    { name: "SQL recursive query", request: search("')) UNION SELECT * FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*),2,3,4,5,6,7,8,9 FROM c)--"), expect: leaky(/recursive/), boundMs: 5_000 },
    { name: "SQL five-table cross join", request: postJson("/rest/user/login", JSON.stringify({ email: "' UNION SELECT a.* FROM Users a, Users b, Users c, Users d, Users e--", password: "x" })), expect: leaky(/tables/), boundMs: 5_000 },
    { name: "search with 40 wildcards", request: search("%_".repeat(20)), expect: is(200), boundMs: 5_000 },
    // SQLite refuses a pattern this complex: an SQL error of the injectable search, on the leaky error page as planned.
    { name: "search with 1,000 wildcards", request: search("%_".repeat(500)), expect: (status, text) => status === 200 || leaky(/pattern too complex/)(status, text), boundMs: 5_000 },
  ].filter((b) => only.length === 0 || only.some((o) => b.name.toLowerCase().includes(o.toLowerCase())));
}

/** The profile's username runs as a template when the page renders: set it, then render. */
function ssti(username) {
  return (session) => ({
    path: "/profile",
    init: { headers: { Cookie: `token=${session.token}` } },
    before: async (url) => {
      const response = await fetch(`${url}/profile`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `token=${session.token}`, Origin: url },
        body: new URLSearchParams({ username }).toString(),
      });
      await response.arrayBuffer();
      if (response.status !== 302) throw new Error(`setting the username answered ${response.status}`);
    },
  });
}

// Building the archives takes a few seconds: once, before the server starts.
const archives = {
  honest: zerosZip(100 * 1024 * 1024),
  tinyLiar: zerosZip(100 * 1024 * 1024, 10),
  plausibleLiar: zerosZip(190 * 1024 * 1024, 200_000),
};

// ---------------------------------------------------------------------------------------------
// Ordinary traffic beside the bombs: what the rest of a class keeps doing.

function startTraffic(url, session) {
  const paths = ["/api/Products/1", "/rest/products/search?q=juice", "/api/Challenges", `/rest/basket/${session.bid}`, "/rest/products/3/reviews"];
  const latencies = [];
  const problems = [];
  let running = true;
  /** Kept-alive connections the server dropped as a request went out on them (sent again). */
  let dropped = 0;
  const loops = Array.from({ length: trafficClients }, async (_, client) => {
    for (let n = client; running; n++) {
      const path = paths[n % paths.length];
      const started = performance.now();
      try {
        const response = await fetchRetrying(`${url}${path}`, { headers: session.headers, signal: AbortSignal.timeout(15_000) }, () => dropped++);
        await response.arrayBuffer();
        if (response.status !== 200) problems.push(`${path} answered ${response.status}`);
      } catch (error) {
        problems.push(`${path}: ${error.name === "TimeoutError" ? "no answer within 15 s" : error.message}`);
      }
      latencies.push(performance.now() - started);
      await sleep(50);
    }
  });
  return {
    /** Latencies and problems since the last call. */
    take() {
      const taken = { latencies: latencies.splice(0), problems: problems.splice(0), dropped };
      dropped = 0;
      return taken;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

// ---------------------------------------------------------------------------------------------

async function fire(url, session, bomb) {
  const { path, init, before } = bomb.request(session);
  if (before) await before(url);
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(bomb.boundMs * 3) });
    const text = await response.text();
    return { ms: performance.now() - started, status: response.status, text };
  } catch (error) {
    const ms = performance.now() - started;
    if (error.name === "TimeoutError") return { ms, status: "no answer" };
    return { ms, status: "cut off", text: `${error.message} (${error.cause?.code ?? error.cause?.message ?? ""})` };
  }
}

/** The pid whose process group is the server, when --url names this folder's `npm start`. */
function pidOf(url) {
  if (!existsSync(serverFile)) return null;
  const running = JSON.parse(readFileSync(serverFile, "utf8"));
  return running.url.replace(/\/$/, "") === url.replace(/\/$/, "") ? running.pid : null;
}

const external = opts.string("url", undefined)?.replace(/\/$/, "");
if (!external) await buildIfStale({ log: () => {} });
const server = external ? null : await startServerProcess(opts.string("store", undefined) ? { SQUEEZE_STORE: opts.string("store") } : {});
const url = external ?? server.url;
const pid = server?.pid ?? pidOf(url);
const results = { measuredAt: new Date().toISOString(), runs, trafficClients, bombs: [] };
try {
  console.log(`bombs at ${url}: ${runs} runs each, ${trafficClients} ordinary clients beside them`);
  const session = await newCustomer(url, "bombs");
  results.memoryIdle = pid ? processGroupMemory(pid) : null;
  const traffic = startTraffic(url, session);
  const rows = [];
  for (const bomb of bombs()) {
    const memory = pid ? sampleMemory(pid, 500) : null;
    const times = [];
    const statuses = {};
    let wrong = 0;
    let slow = 0;
    // `parallel` at once (the capped sleep), else one after another.
    for (let done = 0; done < runs; ) {
      const batch = Math.min(bomb.parallel ?? 1, runs - done);
      const answers = await Promise.all(Array.from({ length: batch }, () => fire(url, session, bomb)));
      for (const answer of answers) {
        times.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const planned = answer.status === "cut off" ? bomb.cutOffIsFine : typeof answer.status === "number" && bomb.expect(answer.status, answer.text ?? "");
        if (!planned) {
          wrong++;
          if (wrong <= 2) fail(`${bomb.name}: answered ${answer.status}: ${(answer.text ?? "").slice(0, 200)}`);
        }
        if (answer.ms > bomb.boundMs) {
          slow++;
          if (slow <= 2) fail(`${bomb.name}: took ${round(answer.ms, 0)} ms, over its bound of ${bomb.boundMs} ms`);
        }
      }
      done += batch;
    }
    const samples = memory?.stop() ?? [];
    const beside = traffic.take();
    for (const problem of beside.problems.slice(0, 3)) fail(`ordinary traffic during ${bomb.name}: ${problem}`);
    const summary = latencySummary(times);
    const trafficSummary = latencySummary(beside.latencies);
    const row = {
      bomb: bomb.name,
      runs: times.length,
      statuses: Object.entries(statuses).map(([k, v]) => `${k}×${v}`).join(" "),
      "p50 ms": summary.p50,
      "max ms": summary.max,
      "bound ms": bomb.boundMs,
      "traffic p99 ms": trafficSummary.p99,
      "traffic failed": beside.problems.length,
      "traffic resent": beside.dropped,
      "MB peak": samples.length ? Math.max(...samples.map((s) => s.rssMb)) : null,
      "MB after": samples.at(-1)?.rssMb ?? null,
    };
    rows.push(row);
    results.bombs.push({ ...row, times: summary, traffic: trafficSummary, wrong, slow, memory: samples });
    console.log(`${bomb.name}: ${row.statuses}, p50 ${summary.p50} ms, max ${summary.max} ms; traffic p99 ${trafficSummary.p99} ms${row["MB peak"] ? `; peak ${row["MB peak"]} MB` : ""}`);
  }
  await traffic.stop();
  // Still healthy: a read and a write answer.
  const health = await fetch(`${url}/api/Products/1`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (health?.status !== 200) fail(`after the bombs, GET /api/Products/1 answered ${health?.status ?? "nothing"}`);
  results.memoryAfter = pid ? processGroupMemory(pid) : null;
  console.log("");
  printTable(rows);
  if (pid) console.log(`\nmemory (RSS): ${results.memoryIdle.rssMb} MB before, ${results.memoryAfter.rssMb} MB after, peak ${Math.max(...rows.map((r) => r["MB peak"]))} MB`);
} finally {
  await server?.stop();
}
results.failures = failures;
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/bombs.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${failures.length === 0 ? "passed" : `FAILED: ${failures.length} failures`}; written to bench-results/bombs.json`);
process.exit(failures.length === 0 ? 0 : 1);
