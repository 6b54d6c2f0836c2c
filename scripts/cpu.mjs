#!/usr/bin/env node
/**
 * npm run cpu: the CPU time per request of the heaviest pages and API routes, and of the heavy
 * exploit payloads, against the 10 ms a request may use on Cloudflare's Workers Free plan
 * (docs/deploy.md). On a server of its own (scripts/measure.mjs), each route is sent N times in
 * a row after a warm-up; the figure is the CPU time (utime + stime in /proc/<pid>/stat) that the
 * server's workerd process spent meanwhile, divided by N.
 *
 * That process runs more than our worker: Miniflare's entry worker, the local D1 (SQLite) and the
 * HTTP parsing, which on Cloudflare are not the Worker's CPU. So each figure is an upper bound of
 * what the Worker itself uses, and the trivial route's figure (the floor) shows the overhead every
 * request carries; "above floor" is the route's own work beyond it.
 *
 * Options: --quick (30 requests a route, 3 a payload), --runs=N (100), --exploit-runs=N (10),
 * --only=name,name (substrings of row names), --store=d1|durable-object.
 * Writes bench-results/cpu.json (not committed). Never asserted in tests: figures, not checks.
 */
import "./env.mjs";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { newCustomer, operatorToken, options, printTable, processGroupMemory, quantile, round, sleep, startServerProcess, zerosZip } from "./measure.mjs";
import { buildIfStale, root } from "./server.mjs";

const opts = options();
const quick = opts.has("quick");
const runs = opts.number("runs", quick ? 30 : 100);
const exploitRuns = opts.number("exploit-runs", quick ? 3 : 10);
const only = opts.string("only", "").split(",").filter(Boolean);
const store = opts.string("store", undefined);
const warmup = 5;
const freePlanMs = 10;

// The kernel counts utime and stime in clock ticks (100 a second on Linux almost everywhere).
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of one process, all its threads (dead ones too), in ms. */
function cpuMs(pid) {
  // The command name may hold spaces and parentheses: the fields start after the last ")".
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

// ---------------------------------------------------------------------------------------------
// The payloads (as scripts/bombs.mjs sends them).

const billionLaughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol0 "lol">\n${Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("\n")}\n]>\n<lolz>&lol9;</lolz>\n`;
const quadratic = `<!DOCTYPE q [<!ENTITY pulp "${"juice".repeat(6_000)}">]>\n<q>${"&pulp;".repeat(4_000)}</q>`;
const xxe = `<?xml version="1.0"?>\n<!DOCTYPE c [<!ENTITY leak SYSTEM "file:///etc/passwd">]>\n<c>&leak;</c>\n`;
const complaintXml = `<?xml version="1.0"?>\n<order><customer>jim</customer><item quantity="12">Orange juice</item><note>Two bottles arrived warm.</note></order>\n`;
const complaintYaml = "order:\n  customer: jim\n  items:\n    - name: Orange juice\n      quantity: 12\n  note: Two bottles arrived warm.\n";
const yamlBomb = [`a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`, ..."bcdefghi".split("").map((n, i) => `${n}: &${n} [${Array(9).fill(`*${"abcdefghi"[i]}`).join(",")}]`)].join("\n");
const evidenceZip = zipSync({ "evidence/receipt.txt": strToU8("Receipt 1042: 12 bottles of orange juice.\n".repeat(40)), "evidence/note.txt": strToU8("They arrived warm.\n") });

/** POST /file-upload of one file, as the complaint form sends it. */
const upload = (name, content) => (s) => {
  const form = new FormData();
  form.append("file", new Blob([content]), name);
  return { path: "/file-upload", init: { method: "POST", body: form, headers: s.customer.headers } };
};
const get = (path, headers = {}) => () => ({ path, init: { headers } });
const page = (path) => get(path, { Accept: "text/html" });
const postJson = (path, body, headers = {}) => () => ({ path, init: { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) } });
const reviewsOf = (code) => get(`/rest/products/${encodeURIComponent(code)}/reviews`);
const is =
  (...statuses) =>
  (status) =>
    statuses.includes(status);

/**
 * Each row: how to send request number i, the answer it must get, and for exploits the budget
 * that stops it. `around` runs untimed work before each request (the checkout's basket);
 * `prepare` runs once before the warm-up.
 */
function rows() {
  return [
    { name: "floor: GET /rest/admin/application-version", request: get("/rest/admin/application-version"), expect: is(200) },
    { name: "shop page / (page cache hit)", request: page("/"), expect: is(200) },
    { name: "shop page / (rendered, cache missed)", request: (_s, i) => page(`/?cpu=${i}`)(), expect: is(200) },
    { name: "score board page (page cache hit)", request: page("/score-board"), expect: is(200) },
    { name: "score board page (rendered, cache missed)", request: (_s, i) => page(`/score-board?cpu=${i}`)(), expect: is(200) },
    // A client-side navigation fetches the loaders' data only, and renders in the browser.
    { name: "score board data (client navigation, cache missed)", request: (_s, i) => get(`/score-board.data?cpu=${i}`)(), expect: is(200) },
    { name: "GET /rest/products/search?q=", request: get("/rest/products/search?q="), expect: is(200) },
    { name: "GET /api/Challenges", request: get("/api/Challenges"), expect: is(200) },
    { name: "POST /rest/user/login", request: (s) => postJson("/rest/user/login", { email: s.customer.email, password: s.customer.password })(), expect: is(200) },
    { name: "GET /rest/products/1/reviews ($where in QuickJS)", request: reviewsOf("1"), expect: is(200) },
    { name: "NoSQL $where injection (1 || true)", request: reviewsOf("1 || true"), expect: is(200) },
    { name: "upload: XML complaint (libxml2)", request: upload("order.xml", complaintXml), expect: is(410) },
    { name: "upload: YAML complaint", request: upload("order.yml", complaintYaml), expect: is(410) },
    { name: "upload: ZIP of two files", request: upload("evidence.zip", evidenceZip), expect: is(201) },
    {
      name: "checkout with order PDF",
      request: (s) => postJson(`/rest/basket/${s.customer.bid}/checkout`, { orderDetails: s.orderDetails }, s.customer.headers)(),
      around: async (url, s, i) => {
        // Each order takes one bottle: spread over the products with the most stock.
        const ProductId = s.products[(i + warmup) % s.products.length];
        const added = await fetch(`${url}/api/BasketItems/`, { method: "POST", headers: { ...s.customer.headers, "Content-Type": "application/json" }, body: JSON.stringify({ ProductId, BasketId: s.customer.bid, quantity: 1 }) });
        await added.arrayBuffer();
        if (added.status !== 201) throw new Error(`adding product ${ProductId} to the basket answered ${added.status}`);
      },
      expect: is(200),
    },
    { name: "GET /metrics", request: get("/metrics"), expect: is(200) },
    {
      name: "re-seed (POST /operator/reset, as a new deploy's first request)",
      request: postJson("/operator/reset", {}, { Authorization: `Bearer ${operatorToken}` }),
      expect: is(200),
      runs: Math.min(runs, quick ? 3 : 10),
      // The reset signs everybody out: later rows get a fresh customer.
      resetsData: true,
    },
    // Exploits: what a student can make one request cost, within the shop's budgets.
    { exploit: true, budget: "QuickJS: 1,000 interrupts", name: "$where endless loop", request: reviewsOf("(() => { while (true) {} })()"), expect: is(400) },
    { exploit: true, budget: "QuickJS: 1,000 interrupts", name: "$where ReDoS", request: reviewsOf(`/^(a+)+$/.test("${"a".repeat(40)}!")`), expect: is(400) },
    { exploit: true, budget: "QuickJS: 16 MB heap", name: "$where memory grab", request: reviewsOf(`"x".repeat(2 ** 28).length`), expect: is(400) },
    { exploit: true, budget: "sleep capped at 4 s (waits, no CPU)", name: "$where sleep(2000) (noSqlCommandChallenge)", request: reviewsOf("sleep(2000)"), expect: is(200), runs: Math.min(exploitRuns, 3) },
    {
      exploit: true,
      budget: "QuickJS: 200 interrupts",
      name: "SSTI endless loop (GET /profile)",
      prepare: async (url, s) => {
        const response = await fetch(`${url}/profile`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `token=${s.customer.token}`, Origin: url },
          body: new URLSearchParams({ username: "#{(function () { while (true) {} })()}" }).toString(),
        });
        await response.arrayBuffer();
        if (response.status !== 302) throw new Error(`setting the username answered ${response.status}`);
      },
      request: (s) => ({ path: "/profile", init: { headers: { Cookie: `token=${s.customer.token}`, Accept: "text/html" } } }),
      expect: (status, text) => status === 200 && /time budget/.test(text),
    },
    { exploit: true, budget: "libxml2's amplification guard", name: "XML billion laughs (xxeDosChallenge)", request: upload("order.xml", billionLaughs), expect: is(422) },
    { exploit: true, budget: "libxml2's amplification guard", name: "XML quadratic blowup", request: upload("order.xml", quadratic), expect: is(422) },
    { exploit: true, budget: "4 rounds, 16 files, 1 MB", name: "XXE reading /etc/passwd", request: upload("order.xml", xxe), expect: is(410) },
    { exploit: true, budget: "100 aliases", name: "YAML alias bomb (yamlBombChallenge)", request: upload("order.yml", yamlBomb), expect: is(422) },
    { exploit: true, budget: "200 kB archive, 256 kB an entry, 1 MB in all", name: "ZIP of 100 MiB of zeros", request: (s) => upload("evidence.zip", s.zipBomb)(s), expect: is(201, 400) },
    {
      exploit: true,
      budget: "SQL: at most 4 tables a statement",
      // With the login's own Users, four tables: the most the budget lets through.
      name: "SQL cross join of four tables (allowed)",
      request: postJson("/rest/user/login", { email: "' UNION SELECT a.* FROM Users a, Users b, Users c--", password: "x" }),
      expect: is(200, 401),
    },
    {
      exploit: true,
      budget: "SQL: at most 4 tables a statement",
      name: "SQL cross join of six tables (refused)",
      request: postJson("/rest/user/login", { email: "' UNION SELECT a.* FROM Users a, Users b, Users c, Users d, Users e--", password: "x" }),
      expect: is(500),
    },
    { exploit: true, budget: "none (SQLite's LIKE)", name: "search with 40 % wildcards", request: get(`/rest/products/search?q=${encodeURIComponent("%_".repeat(20))}`), expect: is(200) },
  ].filter((row) => only.length === 0 || only.some((o) => row.name.toLowerCase().includes(o.toLowerCase())));
}

// ---------------------------------------------------------------------------------------------

/** A signed-in customer with an address and a card, and the products with the most stock. */
async function session(url) {
  const customer = await newCustomer(url, "cpu");
  const json = async (path, init = {}) => {
    const response = await fetch(`${url}${path}`, { ...init, headers: { ...customer.headers, "Content-Type": "application/json", ...init.headers } });
    if (response.status >= 300) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()).data;
  };
  const address = await json("/api/Addresss", {
    method: "POST",
    body: JSON.stringify({ country: "Squeezeland", fullName: "CPU Customer", mobileNum: 5551234567, zipCode: "12345", streetAddress: "1 Peel Street", city: "Pulpton", state: "" }),
  });
  const card = await json("/api/Cards", { method: "POST", body: JSON.stringify({ fullName: "CPU Customer", cardNum: 4111222233334444, expMonth: 5, expYear: 2090 }) });
  const stock = await json("/api/Quantitys");
  const products = stock.filter((q) => q.quantity >= 20 && (q.limitPerUser ?? 99) >= 1).sort((a, b) => b.quantity - a.quantity).map((q) => q.ProductId);
  return { customer, orderDetails: { paymentId: card.id, addressId: address.id, deliveryMethodId: 3 }, products };
}

async function send(url, s, row, i) {
  const { path, init } = row.request(s, i);
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/** The server's workerd processes (Miniflare starts one, as a child of the Node host). */
function workerdPids(serverPid) {
  const processes = processGroupMemory(serverPid).processes;
  const workerd = processes.filter((p) => p.name.startsWith("workerd")).map((p) => p.pid);
  if (workerd.length === 0) throw new Error(`no workerd process under the server (pid ${serverPid}): ${processes.map((p) => p.name).join(", ")}`);
  return workerd;
}

await buildIfStale({ log: () => {} });
const loadBefore = loadavg().map((l) => round(l, 2));
const server = await startServerProcess(store ? { SQUEEZE_STORE: store } : {});
const { url } = server;
const results = { measuredAt: new Date().toISOString(), commit: null, store: store ?? "d1", runs, exploitRuns, warmup, ticksPerSecond, freePlanMs, loadBefore, rows: [] };
try {
  results.commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
} catch {}
const failures = [];
try {
  const workerd = workerdPids(server.pid);
  const workerdMs = () => workerd.reduce((sum, pid) => sum + cpuMs(pid), 0);
  console.log(`cpu at ${url} (store ${results.store}): ${runs} requests a route, ${exploitRuns} a payload, after ${warmup} to warm up; workerd pid ${workerd.join(", ")}; load ${loadBefore.join(" ")}`);

  let s = await session(url);
  s.zipBomb = zerosZip(100 * 1024 * 1024);

  // What workerd spends with nothing to do (timers, alarms): a share of every figure below.
  await sleep(1000);
  const idleFrom = workerdMs();
  const hostFrom = cpuMs(server.pid);
  await sleep(5000);
  results.idleMsPerSecond = round((workerdMs() - idleFrom) / 5, 2);
  results.hostIdleMsPerSecond = round((cpuMs(server.pid) - hostFrom) / 5, 2);

  let floor = null;
  for (const row of rows()) {
    const n = row.runs ?? (row.exploit ? exploitRuns : runs);
    const statuses = {};
    let wrong = 0;
    const check = (answer) => {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (!row.expect(answer.status, answer.text)) {
        wrong++;
        if (wrong <= 2) failures.push(`${row.name}: answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      }
    };
    try {
      await row.prepare?.(url, s);
      for (let i = 0; i < Math.min(warmup, n); i++) {
        await row.around?.(url, s, -1 - i);
        await send(url, s, row, -1 - i);
      }
      // The warm-up's own tail (room messages, writes after the answer) stays out of the figure.
      await sleep(300);
      const wall = [];
      let cpu = 0;
      let host = 0;
      if (row.around) {
        // Only the measured request is counted, not the untimed work around it.
        for (let i = 0; i < n; i++) {
          await row.around(url, s, i);
          await sleep(50);
          const from = workerdMs();
          const hostStart = cpuMs(server.pid);
          const answer = await send(url, s, row, i);
          await sleep(50);
          cpu += workerdMs() - from;
          host += cpuMs(server.pid) - hostStart;
          wall.push(answer.ms);
          check(answer);
        }
      } else {
        const from = workerdMs();
        const hostStart = cpuMs(server.pid);
        for (let i = 0; i < n; i++) {
          const answer = await send(url, s, row, i);
          wall.push(answer.ms);
          check(answer);
        }
        // Work the last answer left behind (a solve's room message) belongs to the route.
        await sleep(100);
        cpu = workerdMs() - from;
        host = cpuMs(server.pid) - hostStart;
      }
      const perRequest = cpu / n;
      if (row.name.startsWith("floor")) floor = perRequest;
      const entry = {
        row: row.name,
        n,
        statuses: Object.entries(statuses).map(([k, v]) => `${k}×${v}`).join(" "),
        "CPU ms/req": round(perRequest, 2),
        "above floor": floor === null ? null : round(Math.max(0, perRequest - floor), 2),
        "wall p50 ms": round(quantile(wall, 0.5), 1),
        "host CPU ms/req": round(host / n, 2),
        "vs 10 ms": perRequest <= freePlanMs ? "under" : floor !== null && perRequest - floor > freePlanMs ? "over" : "near",
        budget: row.budget ?? "",
      };
      results.rows.push({ ...entry, exploit: Boolean(row.exploit), wrong, wall: { p50: round(quantile(wall, 0.5), 1), max: round(Math.max(...wall), 1) } });
      console.log(`${row.name}: ${entry["CPU ms/req"]} ms CPU a request (${entry.statuses}), wall p50 ${entry["wall p50 ms"]} ms`);
    } catch (error) {
      failures.push(`${row.name}: ${error.message}`);
      console.log(`${row.name}: failed: ${error.message}`);
    }
    if (row.resetsData) s = { ...(await session(url)), zipBomb: s.zipBomb };
  }
  console.log("");
  const columns = ["row", "n", "statuses", "CPU ms/req", "above floor", "wall p50 ms", "vs 10 ms"];
  console.log("Pages and API routes");
  printTable(results.rows.filter((r) => !r.exploit), columns);
  console.log("\nExploit payloads");
  printTable(results.rows.filter((r) => r.exploit), [...columns, "budget"]);
  console.log(`\nworkerd idle: ${results.idleMsPerSecond} ms CPU a second; the Node host: ${results.hostIdleMsPerSecond} ms a second idle, ${round(Math.max(...results.rows.map((r) => r["host CPU ms/req"])), 2)} ms a request at most (not in the request's path).`);
  console.log(`CPU ms/req counts all of workerd (Miniflare's entry worker, local D1, HTTP): an upper bound of the Worker's own CPU. Clock tick ${1000 / ticksPerSecond} ms.`);
} finally {
  await server.stop();
}
results.loadAfter = loadavg().map((l) => round(l, 2));
results.failures = failures;
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/cpu.json"), `${JSON.stringify(results, null, 2)}\n`);
for (const failure of failures) console.log(`  ✘ ${failure}`);
console.log(`\n${failures.length === 0 ? "every answer as planned" : `${failures.length} unexpected answers`}; written to bench-results/cpu.json`);
process.exit(failures.length === 0 ? 0 : 1);
