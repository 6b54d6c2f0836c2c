#!/usr/bin/env node
/**
 * npm run soak: a class of simulated students against one local instance for a bounded time.
 * Each student has their own account and basket; they search, open products and their reviews,
 * fill their basket, write reviews, look at the challenges and the pages, and now and then try an
 * exploit. A room client stays connected throughout. At the end it checks:
 *   - no 5xx but the planned ones (the leaky error page of errorHandlingChallenge), no failed or
 *     timed-out request, no unexpected status;
 *   - no lost write: every basket holds exactly what its student put in, every review is there;
 *   - every solve announced exactly once: the room's "challenge solved" events match the solved
 *     challenges one to one;
 *   - memory over time of the server's processes (reported; a warning when the end is more than
 *     1.5× the level after warm-up).
 * Options: --quick (20 students, 30 s), --students=N, --minutes=N, --think=ms (mean pause between a
 * student's requests), --store=d1|durable-object. Exits 1 when a check fails.
 * Writes bench-results/soak.json (not committed).
 */
import "./env.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fetchRetrying, latencySummary, limiter, newCustomer, options, printTable, processGroupMemory, round, roomClient, sampleMemory, sleep, startServerProcess } from "./measure.mjs";
import { buildIfStale, root } from "./server.mjs";

const opts = options();
const quick = opts.has("quick");
const settings = {
  students: opts.number("students", quick ? 20 : 200),
  minutes: opts.number("minutes", quick ? 0.5 : 3),
  thinkMs: opts.number("think", 1000),
  store: opts.string("store", undefined),
};
const requestTimeoutMs = 30_000;

/** Per action: latencies, statuses; failures (what went wrong, a few examples each). */
const stats = new Map();
const failures = [];
let plannedServerErrors = 0;
/** Kept-alive connections the server closed as a request went out on them: sent again, as a browser does. */
let droppedConnections = 0;

function record(action, status, ms) {
  const entry = stats.get(action) ?? { latencies: [], statuses: {} };
  entry.latencies.push(ms);
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  stats.set(action, entry);
}

function fail(what) {
  failures.push(what);
  if (failures.length <= 20) console.log(`  ✘ ${what}`);
}

/**
 * One request of an action, judged: `expect` is the status (or statuses) it must answer; a 5xx is
 * allowed only where `planned500` says the action is the leaky error page's exploit.
 */
async function act(url, action, path, { expect = 200, planned500 = false, ...init } = {}) {
  const started = performance.now();
  let response;
  let text;
  try {
    response = await fetchRetrying(`${url}${path}`, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) }, () => droppedConnections++);
    text = await response.text();
  } catch (error) {
    record(action, error.name === "TimeoutError" ? "timeout" : "failed", performance.now() - started);
    fail(`${action}: ${error.name === "TimeoutError" ? `no answer within ${requestTimeoutMs / 1000} s` : `${error.message} (${error.cause?.code ?? error.cause?.message ?? "no cause"})`} (${path})`);
    return null;
  }
  record(action, response.status, performance.now() - started);
  if (planned500 && response.status === 500) plannedServerErrors++;
  else if (![expect].flat().includes(response.status)) fail(`${action}: ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  try {
    return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : text };
  } catch {
    return { status: response.status, body: text };
  }
}

const json = (body, headers = {}) => ({ headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const words = ["juice", "apple", "orange", "lemon", "banana", "", "press", "melon", "green", "smoothie"];

/** A student's own state: what they put in their basket and what they wrote. */
function newStudent(customer, index) {
  return { ...customer, index, basket: new Map(), reviews: [], requests: 0 };
}

/** Weighted actions; the exploits are the few a beginner tries first. */
function actions(url, student, shop, others) {
  const auth = student.headers;
  const product = () => pick(shop.products);
  return [
    [6, () => act(url, "search", `/rest/products/search?q=${encodeURIComponent(pick(words))}`)],
    [4, () => act(url, "product", `/api/Products/${product().id}`)],
    [4, () => act(url, "reviews", `/rest/products/${product().id}/reviews`, { headers: auth })],
    [3, () => act(url, "challenges", "/api/Challenges")],
    [3, () => act(url, "basket", `/rest/basket/${student.bid}`, { headers: auth })],
    [
      3,
      async () => {
        const { id, max } = pick(shop.stock);
        const held = student.basket.get(id);
        if (!held) {
          const answer = await act(url, "add to basket", "/api/BasketItems", { method: "POST", expect: 201, ...json({ ProductId: id, BasketId: student.bid, quantity: 1 }, auth) });
          if (answer?.status === 201) student.basket.set(id, { itemId: answer.body.data.id, quantity: 1 });
        } else if (held.quantity < max) {
          const answer = await act(url, "change quantity", `/api/BasketItems/${held.itemId}`, { method: "PUT", ...json({ quantity: held.quantity + 1 }, auth) });
          if (answer?.status === 200) held.quantity++;
        }
      },
    ],
    [
      2,
      async () => {
        const id = product().id;
        const message = `Soak review ${student.index}.${student.reviews.length}: ${pick(["fresh", "too sweet", "good value", "would buy again"])}`;
        const answer = await act(url, "write review", `/rest/products/${id}/reviews`, { method: "PUT", expect: 201, ...json({ message, author: student.email }, auth) });
        if (answer?.status === 201) student.reviews.push({ product: id, message });
      },
    ],
    [1, () => act(url, "shop page", "/", { headers: { Accept: "text/html" } })],
    [1, () => act(url, "score board page", "/score-board", { headers: { Accept: "text/html" } })],
    // Exploits: each solves a challenge once for the whole class, however many students try it.
    [0.3, () => act(url, "exploit: login injection", "/rest/user/login", { method: "POST", ...json({ email: `' OR ${pick(["1=1", "true", "'a'='a'"])}--`, password: "x" }) })],
    [0.3, () => act(url, "exploit: broken search", `/rest/products/search?q=${encodeURIComponent(pick(["')", "'))", "orange')"]))}`, { planned500: true, expect: [] })],
    [0.3, () => act(url, "exploit: someone's basket", `/rest/basket/${pick(others()).bid}`, { headers: auth })],
    [0.3, () => act(url, "exploit: every order", `/rest/track-order/${encodeURIComponent("' || true || '")}`)],
    [
      0.2,
      async () => {
        const id = product().id;
        const message = `Soak review ${student.index}.${student.reviews.length}, signed by someone else`;
        const answer = await act(url, "exploit: forged review", `/rest/products/${id}/reviews`, { method: "PUT", expect: 201, ...json({ message, author: "somebody.else@squeeze.test" }, auth) });
        if (answer?.status === 201) student.reviews.push({ product: id, message });
      },
    ],
  ];
}

function chooser(weighted) {
  const total = weighted.reduce((sum, [w]) => sum + w, 0);
  return () => {
    let at = Math.random() * total;
    for (const [weight, run] of weighted) if ((at -= weight) < 0) return run;
    return weighted[0][1];
  };
}

/** What the shop sells, read once: products, and the stock a basket may hold of each. */
async function readShop(url) {
  const products = (await (await fetch(`${url}/api/Products`)).json()).data;
  const quantities = (await (await fetch(`${url}/api/Quantitys`)).json()).data;
  const live = new Set(products.map((p) => p.id));
  const stock = quantities
    .filter((q) => live.has(q.ProductId) && q.quantity >= 1)
    .map((q) => ({ id: q.ProductId, max: Math.min(q.quantity, q.limitPerUser ?? 5, 5) }));
  return { products, stock };
}

async function checkWrites(url, students) {
  let baskets = 0;
  let reviews = 0;
  const check = limiter(8);
  const byProduct = new Map();
  for (const s of students) for (const r of s.reviews) byProduct.set(r.product, [...(byProduct.get(r.product) ?? []), r.message]);
  await Promise.all([
    ...students.map((s) =>
      check(async () => {
        const answer = await act(url, "check: basket", `/rest/basket/${s.bid}`, { headers: s.headers });
        if (answer?.status !== 200) return;
        const held = new Map(answer.body.data.Products.map((p) => [p.id, p.BasketItem.quantity]));
        const expected = new Map([...s.basket].map(([id, { quantity }]) => [id, quantity]));
        const same = held.size === expected.size && [...expected].every(([id, quantity]) => held.get(id) === quantity);
        if (!same) fail(`lost write: basket ${s.bid} holds ${JSON.stringify([...held])}, its student put in ${JSON.stringify([...expected])}`);
        baskets++;
      }),
    ),
    ...[...byProduct].map(([product, messages]) =>
      check(async () => {
        const answer = await act(url, "check: reviews", `/rest/products/${product}/reviews`);
        if (answer?.status !== 200) return;
        const stored = new Set(answer.body.data.map((r) => r.message));
        for (const message of messages) {
          if (stored.has(message)) reviews++;
          else fail(`lost write: the review "${message}" of product ${product} is missing`);
        }
      }),
    ),
  ]);
  return { baskets, reviews };
}

async function checkAnnouncements(url, room) {
  await room.barrier();
  const solved = (await (await fetch(`${url}/api/Challenges`)).json()).data.filter((c) => c.solved).map((c) => c.key);
  const announced = room.messages.filter(({ message }) => message.type === "challenge solved").map(({ message }) => message.data.key);
  const counts = new Map();
  for (const key of announced) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const key of solved) if (counts.get(key) !== 1) fail(`${key} is solved and was announced ${counts.get(key) ?? 0} times`);
  for (const key of counts.keys()) if (!solved.includes(key)) fail(`${key} was announced but is not solved`);
  return { solved: solved.sort(), announcements: announced.length };
}

await buildIfStale({ log: () => {} });
const server = await startServerProcess(settings.store ? { SQUEEZE_STORE: settings.store } : {});
const { url } = server;
const results = { measuredAt: new Date().toISOString(), settings };
let room;
try {
  console.log(`serving at ${url}; ${settings.students} students for ${settings.minutes} min`);
  results.memoryIdle = processGroupMemory(server.pid);
  room = await roomClient(url);
  const shop = await readShop(url);

  const enrol = limiter(10);
  const students = await Promise.all(Array.from({ length: settings.students }, (_, i) => enrol(async () => newStudent(await newCustomer(url, `student${i}`), i))));
  const others = () => students;
  console.log(`${students.length} students registered and signed in`);

  const memory = sampleMemory(server.pid, 5000);
  const started = performance.now();
  const deadline = started + settings.minutes * 60_000;
  const progress = setInterval(() => {
    const sent = [...stats.values()].reduce((sum, s) => sum + s.latencies.length, 0);
    const last = memory.samples.at(-1);
    console.log(`  ${round((performance.now() - started) / 1000, 0)} s: ${sent} requests, ${failures.length} failures, ${last.rssMb} MB`);
  }, 15_000);
  await Promise.all(
    students.map(async (student) => {
      const next = chooser(actions(url, student, shop, others));
      // Students arrive over the first few seconds, not all in the same millisecond.
      await sleep(Math.random() * Math.min(5_000, settings.thinkMs * 2));
      while (performance.now() < deadline) {
        await next()();
        student.requests++;
        await sleep(settings.thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  clearInterval(progress);
  const elapsed = (performance.now() - started) / 1000;
  const samples = memory.stop();

  console.log("checking what was written and announced…");
  results.writes = await checkWrites(url, students);
  results.announcements = await checkAnnouncements(url, room);
  results.memoryAfter = processGroupMemory(server.pid);

  // Memory: the level once the class has warmed up (the second sample on) against the end.
  const warm = samples.slice(1, Math.max(2, Math.ceil(samples.length / 4)));
  const end = samples.slice(-Math.max(1, Math.floor(samples.length / 4)));
  const mean = (list) => round(list.reduce((sum, s) => sum + s.rssMb, 0) / list.length, 0);
  results.memory = { samples, warmMb: mean(warm), endMb: mean(end), peakMb: Math.max(...samples.map((s) => s.rssMb)), growth: round(mean(end) / mean(warm), 2) };

  const total = [...stats.values()].reduce((sum, s) => sum + s.latencies.length, 0);
  results.requests = { total, perSecond: round(total / elapsed, 0), seconds: round(elapsed, 0), plannedServerErrors, droppedConnections, failures: failures.length, failureExamples: failures.slice(0, 50) };
  results.actions = Object.fromEntries([...stats].map(([action, s]) => [action, { ...latencySummary(s.latencies), statuses: s.statuses }]));

  console.log("");
  printTable(
    [...stats].map(([action, s]) => ({ action, ...latencySummary(s.latencies), statuses: Object.entries(s.statuses).map(([k, v]) => `${k}×${v}`).join(" ") })),
    ["action", "count", "p50", "p95", "p99", "max", "statuses"],
  );
  console.log("");
  const step = Math.max(1, Math.floor(samples.length / 12));
  printTable(samples.filter((_, i) => i % step === 0 || i === samples.length - 1).map((s) => ({ second: s.s, "RSS MB": s.rssMb, "PSS MB": s.pssMb })));
  console.log("");
  printTable(
    [
      { check: "requests", result: `${total} in ${round(elapsed, 0)} s (${results.requests.perSecond}/s), ${plannedServerErrors} planned 500s (the leaky error page), ${droppedConnections} dropped connections sent again` },
      { check: "failures (5xx, failed, timed out, unexpected status, lost write, announcement)", result: String(failures.length) },
      { check: "writes checked", result: `${results.writes.baskets} baskets, ${results.writes.reviews} reviews` },
      { check: "solves announced exactly once", result: `${results.announcements.solved.length} solved (${results.announcements.solved.join(", ")}), ${results.announcements.announcements} announcements` },
      { check: "memory (RSS)", result: `${results.memoryIdle.rssMb} MB idle, ${results.memory.warmMb} MB warm, ${results.memory.endMb} MB at the end (${results.memory.growth}×), peak ${results.memory.peakMb} MB` },
    ],
    ["check", "result"],
  );
  if (results.memory.growth > 1.5) console.log("\nwarning: memory grew more than 1.5× over the run");
} finally {
  room?.close();
  await server.stop();
}
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/soak.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${failures.length === 0 ? "passed" : `FAILED: ${failures.length} failures`}; written to bench-results/soak.json`);
process.exit(failures.length === 0 ? 0 : 1);
