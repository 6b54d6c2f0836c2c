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
 * With --cohort the server runs in cohort mode (SQUEEZE_MODE=cohort, docs/cohorts.md): the trainer
 * creates cohorts through the trainer API, each student joins first and sends their seat cookie
 * with every request, so each student does all of the above in a shop of their own (an Instance
 * Durable Object), with their own shop's room open, and the trainer's board sockets open. The
 * checks are then per student: their basket and reviews are exactly theirs, in their own shop,
 * and no other student's shop has them (nor their account); each solve of their shop is announced
 * once in their own room, is on the trainer's board (GET /trainer/api/cohorts/<code>/board) for
 * them, and came once over the board's socket.
 * The memory curve is also drawn: bench-results/soak-memory.svg (soak-cohort-memory.svg with
 * --cohort), a polyline per process group (the Node host, workerd) and their sum.
 * Options: --quick (20 students, 30 s; with --cohort 30 students, 30 s), --cohort (30 students),
 * --students=N, --minutes=N, --think=ms (mean pause between a student's requests),
 * --store=d1|durable-object (cohort mode is always durable-object). Exits 1 when a check fails.
 * Writes bench-results/soak.json (soak-cohort.json with --cohort; not committed).
 */
import "./env.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  fetchRetrying,
  latencySummary,
  limiter,
  memoryChartSvg,
  newCustomer,
  options,
  printTable,
  processGroupMemory,
  round,
  roomClient,
  sampleGroupMemory,
  sleep,
  socketClient,
  startServerProcess,
} from "./measure.mjs";
import { buildIfStale, root } from "./server.mjs";

const opts = options();
const quick = opts.has("quick");
const cohortMode = opts.has("cohort");
const settings = {
  mode: cohortMode ? "cohort" : "single",
  students: opts.number("students", cohortMode ? 30 : quick ? 20 : 200),
  minutes: opts.number("minutes", quick ? 0.5 : 3),
  thinkMs: opts.number("think", 1000),
  store: opts.string("store", undefined),
};
if (cohortMode && settings.store && settings.store !== "durable-object") {
  console.error("cohort mode always uses the durable-object store (docs/cohorts.md): leave --store out");
  process.exit(2);
}
const requestTimeoutMs = 30_000;
/** Memory every 2-5 s: about 30 points over the run or more, for the curve. */
const memoryEveryMs = Math.min(5, Math.max(2, (settings.minutes * 60) / 30)) * 1000;
const trainerToken = "soak-trainer-token-0123456789";
const trainerAuth = { Authorization: `Bearer ${trainerToken}` };
/** Students per cohort: under the join bucket of 60 new students at once, so no join waits. */
const cohortSize = 50;
/** Reviews the soak writes start so; the seed's never do. */
const soakReview = "Soak review ";
const fileStem = cohortMode ? "soak-cohort" : "soak";

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

/** act for a student: their seat cookie (cohort mode; none in single mode) goes with every request. */
const actAs = (url, student) => (action, path, init = {}) => act(url, action, path, { ...init, headers: { ...student.seat, ...init.headers } });

const json = (body, headers = {}) => ({ headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const words = ["juice", "apple", "orange", "lemon", "banana", "", "press", "melon", "green", "smoothie"];

/** A student's own state: what they put in their basket and what they wrote; `seat` is their cookie header in cohort mode. */
function newStudent(customer, index, cohort = {}) {
  return { ...customer, index, seat: {}, ...cohort, basket: new Map(), reviews: [], requests: 0 };
}

/** Weighted actions; the exploits are the few a beginner tries first. */
function actions(url, student, shop, others) {
  const auth = student.headers;
  const send = actAs(url, student);
  const product = () => pick(shop.products);
  return [
    [6, () => send("search", `/rest/products/search?q=${encodeURIComponent(pick(words))}`)],
    [4, () => send("product", `/api/Products/${product().id}`)],
    [4, () => send("reviews", `/rest/products/${product().id}/reviews`, { headers: auth })],
    [3, () => send("challenges", "/api/Challenges")],
    [3, () => send("basket", `/rest/basket/${student.bid}`, { headers: auth })],
    [
      3,
      async () => {
        const { id, max } = pick(shop.stock);
        const held = student.basket.get(id);
        if (!held) {
          const answer = await send("add to basket", "/api/BasketItems", { method: "POST", expect: 201, ...json({ ProductId: id, BasketId: student.bid, quantity: 1 }, auth) });
          if (answer?.status === 201) student.basket.set(id, { itemId: answer.body.data.id, quantity: 1 });
        } else if (held.quantity < max) {
          const answer = await send("change quantity", `/api/BasketItems/${held.itemId}`, { method: "PUT", ...json({ quantity: held.quantity + 1 }, auth) });
          if (answer?.status === 200) held.quantity++;
        }
      },
    ],
    [
      2,
      async () => {
        const id = product().id;
        const message = `${soakReview}${student.index}.${student.reviews.length}: ${pick(["fresh", "too sweet", "good value", "would buy again"])}`;
        const answer = await send("write review", `/rest/products/${id}/reviews`, { method: "PUT", expect: 201, ...json({ message, author: student.email }, auth) });
        if (answer?.status === 201) student.reviews.push({ product: id, message });
      },
    ],
    [1, () => send("shop page", "/", { headers: { Accept: "text/html" } })],
    [1, () => send("score board page", "/score-board", { headers: { Accept: "text/html" } })],
    // Exploits: each solves a challenge once per shop (the whole class's in single mode, the
    // student's own in cohort mode), however often it is tried.
    [0.3, () => send("exploit: login injection", "/rest/user/login", { method: "POST", ...json({ email: `' OR ${pick(["1=1", "true", "'a'='a'"])}--`, password: "x" }) })],
    [0.3, () => send("exploit: broken search", `/rest/products/search?q=${encodeURIComponent(pick(["')", "'))", "orange')"]))}`, { planned500: true, expect: [] })],
    [0.3, () => send("exploit: someone's basket", `/rest/basket/${pick(others()).bid}`, { headers: auth })],
    [0.3, () => send("exploit: every order", `/rest/track-order/${encodeURIComponent("' || true || '")}`)],
    [
      0.2,
      async () => {
        const id = product().id;
        const message = `${soakReview}${student.index}.${student.reviews.length}, signed by someone else`;
        const answer = await send("exploit: forged review", `/rest/products/${id}/reviews`, { method: "PUT", expect: 201, ...json({ message, author: "somebody.else@squeeze.test" }, auth) });
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
async function readShop(url, headers = {}) {
  const products = (await (await fetch(`${url}/api/Products`, { headers })).json()).data;
  const quantities = (await (await fetch(`${url}/api/Quantitys`, { headers })).json()).data;
  const live = new Set(products.map((p) => p.id));
  const stock = quantities
    .filter((q) => live.has(q.ProductId) && q.quantity >= 1)
    .map((q) => ({ id: q.ProductId, max: Math.min(q.quantity, q.limitPerUser ?? 5, 5) }));
  return { products, stock };
}

/** The student's basket, read in their shop, holds exactly what they put in. */
async function checkBasket(url, s) {
  const answer = await actAs(url, s)("check: basket", `/rest/basket/${s.bid}`, { headers: s.headers });
  if (answer?.status !== 200) return false;
  const held = new Map(answer.body.data.Products.map((p) => [p.id, p.BasketItem.quantity]));
  const expected = new Map([...s.basket].map(([id, { quantity }]) => [id, quantity]));
  const same = held.size === expected.size && [...expected].every(([id, quantity]) => held.get(id) === quantity);
  if (!same) fail(`lost write: basket ${s.bid}${s.name ? ` in ${s.name}'s shop` : ""} holds ${JSON.stringify([...held])}, its student put in ${JSON.stringify([...expected])}`);
  return true;
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
        if (await checkBasket(url, s)) baskets++;
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

/**
 * Cohort mode: in every student's own shop, their basket holds exactly what they put in; the
 * reviews the soak wrote on every product any student reviewed are exactly that student's (none
 * missing, none of another student); and the next student's account does not exist there.
 * Baskets are numbered per shop, so each student's basket usually has the same id as the others'
 * in their shops: an item sent to the wrong shop would show as an extra item in one basket and a
 * missing one in another, which the exact comparison catches.
 */
async function checkCohortWrites(url, students) {
  let baskets = 0;
  let reviews = 0;
  let foreignReviews = 0;
  let accountsElsewhere = 0;
  const check = limiter(8);
  const reviewed = [...new Set(students.flatMap((s) => s.reviews.map((r) => r.product)))];
  await Promise.all(
    students.map((s, i) =>
      check(async () => {
        const send = actAs(url, s);
        if (await checkBasket(url, s)) baskets++;
        for (const product of reviewed) {
          const answer = await send("check: reviews", `/rest/products/${product}/reviews`);
          if (answer?.status !== 200) continue;
          const stored = answer.body.data.map((r) => r.message).filter((m) => m.startsWith(soakReview));
          const mine = s.reviews.filter((r) => r.product === product).map((r) => r.message);
          for (const message of mine) {
            if (stored.includes(message)) reviews++;
            else fail(`lost write: ${s.name}'s review "${message}" of product ${product} is missing from their shop`);
          }
          for (const message of stored.filter((m) => !mine.includes(m))) {
            foreignReviews++;
            fail(`another student's write: the review "${message}" of product ${product} is in ${s.name}'s shop`);
          }
        }
        const other = students[(i + 1) % students.length];
        if (other !== s) {
          const login = await send("check: other's account", "/rest/user/login", { method: "POST", expect: [401, 200], ...json({ email: other.email, password: other.password }) });
          if (login?.status === 200) {
            accountsElsewhere++;
            fail(`${other.name}'s account signs in in ${s.name}'s shop`);
          }
        }
      }),
    ),
  );
  return { baskets, reviews, foreignReviews, accountsElsewhere, shops: students.length };
}

/** The room's "challenge solved" events against the shop's solved challenges, one to one. */
function compareAnnouncements(room, solved, whose = "") {
  const announced = room.messages.filter(({ message }) => message.type === "challenge solved").map(({ message }) => message.data.key);
  const counts = new Map();
  for (const key of announced) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const key of solved) if (counts.get(key) !== 1) fail(`${key} is solved${whose} and was announced ${counts.get(key) ?? 0} times`);
  for (const key of counts.keys()) if (!solved.includes(key)) fail(`${key} was announced${whose} but is not solved`);
  return announced.length;
}

async function checkAnnouncements(url, room) {
  await room.barrier();
  const solved = (await (await fetch(`${url}/api/Challenges`)).json()).data.filter((c) => c.solved).map((c) => c.key);
  const announcements = compareAnnouncements(room, solved);
  return { solved: solved.sort(), announcements };
}

/**
 * Cohort mode: each student's solves were announced exactly once in their own room (and nothing
 * else was), are on the trainer's board for them (the board API, as the trainer's page reads it),
 * and came exactly once as a `solve` on the cohort's board socket.
 */
async function checkCohortSolves(url, students, boardSockets) {
  const check = limiter(8);
  let announcements = 0;
  await Promise.all(
    students.map((s) =>
      check(async () => {
        await s.room.barrier();
        const answer = await actAs(url, s)("check: challenges", "/api/Challenges");
        s.solved = (answer?.body?.data ?? []).filter((c) => c.solved).map((c) => c.key).sort();
        announcements += compareAnnouncements(s.room, s.solved, ` in ${s.name}'s shop`);
      }),
    ),
  );
  const rows = new Map();
  for (const code of new Set(students.map((s) => s.code))) {
    const board = await act(url, "check: trainer board", `/trainer/api/cohorts/${code}/board`, { headers: trainerAuth });
    for (const row of board?.body?.students ?? []) rows.set(`${code}/${row.name}`, row);
  }
  let onBoard = 0;
  for (const s of students) {
    const row = rows.get(`${s.code}/${s.name}`);
    if (!row) {
      fail(`${s.name} is not on the board of cohort ${s.code}`);
      continue;
    }
    const shown = [...row.solved].sort();
    if (JSON.stringify(shown) !== JSON.stringify(s.solved)) fail(`the board shows ${s.name} with ${JSON.stringify(shown)}; their shop has ${JSON.stringify(s.solved)} solved`);
    else onBoard += shown.length;
  }
  // The board's socket: a `solve` for each of them, once. The cohort tells the trainers as it
  // records the solve, before the shop's request answers; a short wait covers the socket's way.
  const expected = students.reduce((sum, s) => sum + s.solved.length, 0);
  const solveEvents = () => [...boardSockets.entries()].flatMap(([code, socket]) => socket.messages.filter(({ message }) => message.type === "solve").map(({ message }) => `${code}/${message.data.name}/${message.data.key}`));
  for (let waited = 0; solveEvents().length < expected && waited < 5000; waited += 100) await sleep(100);
  const counts = new Map();
  for (const event of solveEvents()) counts.set(event, (counts.get(event) ?? 0) + 1);
  for (const s of students) {
    for (const key of s.solved) {
      const n = counts.get(`${s.code}/${s.name}/${key}`) ?? 0;
      if (n !== 1) fail(`${key} of ${s.name} came ${n} times on the board's socket`);
    }
  }
  const known = new Set(students.flatMap((s) => s.solved.map((key) => `${s.code}/${s.name}/${key}`)));
  for (const event of counts.keys()) if (!known.has(event)) fail(`the board's socket sent a solve no shop has: ${event}`);
  const solved = students.flatMap((s) => s.solved);
  return {
    students: students.length,
    solves: solved.length,
    studentsWithSolves: students.filter((s) => s.solved.length > 0).length,
    challenges: [...new Set(solved)].sort(),
    announcements,
    onBoard,
    boardSocketSolves: solveEvents().length,
  };
}

const cookieFrom = (response, name) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

/** Cohorts of up to 50 through the trainer API, as a trainer's script creates them: their codes. */
async function createCohorts(url, students) {
  const codes = [];
  for (let i = 0; i < Math.ceil(students / cohortSize); i++) {
    const created = await fetch(`${url}/trainer/api/cohorts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...trainerAuth },
      body: JSON.stringify({ name: `Soak class ${i + 1}`, maxStudents: 100 }),
    });
    if (created.status !== 201) throw new Error(`creating a cohort answered ${created.status}: ${await created.text()}`);
    codes.push((await created.json()).code);
  }
  return codes;
}

/** POST /join/<code> as the join page's script does, waiting out a 429: the seat cookie header. */
async function joinCohort(url, code, name, passcode) {
  for (;;) {
    const answer = await fetchRetrying(`${url}/join/${code}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name, passcode }) }, () => droppedConnections++);
    if (answer.status === 429) {
      await answer.arrayBuffer();
      await sleep(Number(answer.headers.get("Retry-After") ?? 1) * 1000);
      continue;
    }
    if (answer.status !== 201) throw new Error(`joining as ${name} answered ${answer.status}: ${await answer.text()}`);
    await answer.arrayBuffer();
    const seat = cookieFrom(answer, "squeeze_seat");
    if (!seat) throw new Error(`joining as ${name} set no seat cookie`);
    return { Cookie: seat };
  }
}

/** Registers and signs in as newCustomer does, in the shop the seat names. */
async function newCustomerIn(url, name, seat) {
  const email = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@squeeze.test`;
  const password = `${name}-password`;
  const post = (path, body) => fetchRetrying(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...seat }, body: JSON.stringify(body) }, () => droppedConnections++);
  const registered = await post("/api/Users", { email, password, passwordRepeat: password });
  if (registered.status !== 201) throw new Error(`registering ${email} answered ${registered.status}: ${await registered.text()}`);
  await registered.arrayBuffer();
  const login = await post("/rest/user/login", { email, password });
  if (login.status !== 200) throw new Error(`signing ${email} in answered ${login.status}: ${await login.text()}`);
  const { authentication } = await login.json();
  return { email, password, token: authentication.token, bid: authentication.bid, headers: { Authorization: `Bearer ${authentication.token}` } };
}

/** The student's own room, as their page opens it (the seat cookie and the page's origin with the handshake). */
async function seatedRoomClient(url, seat) {
  const { room } = await (await fetch(`${url}/rest/admin/instance`, { headers: seat })).json();
  const { ws, messages, next, close } = await socketClient(`${url.replace("http", "ws")}/parties/${room.party}/${room.name}`, { ...seat, Origin: url });
  let pings = 0;
  return {
    messages,
    /** Resolves once the room has answered a ping sent now: everything it sent before has arrived. */
    barrier: () => {
      const nonce = `soak-${++pings}`;
      const pong = next((m) => m.type === "pong" && m.data === nonce);
      ws.send(JSON.stringify({ type: "ping", data: nonce }));
      return pong;
    },
    close,
  };
}

/** The trainer's board sockets, one per cohort, as the trainer's page opens them. */
async function boardSocketsFor(url, codes) {
  const signIn = await fetch(`${url}/trainer/session`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token: trainerToken }) });
  if (signIn.status !== 204) throw new Error(`the trainer's sign-in answered ${signIn.status}`);
  const session = cookieFrom(signIn, "squeeze_trainer");
  const sockets = new Map();
  for (const code of codes) sockets.set(code, await socketClient(`${url.replace("http", "ws")}/parties/cohort/${code}`, { Cookie: session, Origin: url }));
  return sockets;
}

/** Cohort mode: every student joins (one cohort per 50), registers in their own shop and opens its room. */
async function enrolCohort(url, codes) {
  const enrol = limiter(4);
  return Promise.all(
    Array.from({ length: settings.students }, (_, i) =>
      enrol(async () => {
        const code = codes[Math.floor(i / cohortSize)];
        const name = `Student ${String(i + 1).padStart(3, "0")}`;
        const seat = await joinCohort(url, code, name, `soak-passcode-${i + 1}`);
        const customer = await newCustomerIn(url, `student${i}`, seat);
        const room = await seatedRoomClient(url, seat);
        return newStudent(customer, i, { code, name, seat, room });
      }),
    ),
  );
}

const processLabels = { node: "node (Miniflare host)", workerd: "workerd" };
const processColors = { node: "#1f77b4", workerd: "#d62728" };

/** The memory curve as an SVG: total RSS and each process group's. */
function memoryPicture(samples, marks) {
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.byName)))].sort();
  const palette = ["#2ca02c", "#9467bd", "#8c564b"];
  const series = [
    { label: "total RSS", color: "#222", points: samples.map((s) => [s.s, s.rssMb]) },
    ...names.map((name, i) => ({ label: processLabels[name] ?? name, color: processColors[name] ?? palette[i % palette.length], points: samples.map((s) => [s.s, s.byName[name] ?? 0]) })),
    { label: "total PSS", color: "#888", dashed: true, points: samples.map((s) => [s.s, s.pssMb]) },
  ];
  const what = cohortMode ? `cohort mode, ${settings.students} students on shops of their own` : `${settings.students} students on one shop`;
  return memoryChartSvg({ title: `npm run soak: ${what}, ${settings.minutes} min (${new Date().toISOString().slice(0, 10)})`, series, marks });
}

await buildIfStale({ log: () => {} });
const server = cohortMode
  ? await startServerProcess({ SQUEEZE_MODE: "cohort", TRAINER_TOKEN: trainerToken }, { readyPath: "/join" })
  : await startServerProcess(settings.store ? { SQUEEZE_STORE: settings.store } : {});
const { url } = server;
const results = { measuredAt: new Date().toISOString(), settings };
let room;
let students = [];
let boardSockets = new Map();
let memory;
try {
  console.log(`serving at ${url}${cohortMode ? " in cohort mode" : ""}; ${settings.students} students for ${settings.minutes} min`);
  // As bench does: the host collects what starting took right after start (scripts/start.mjs).
  await sleep(2000);
  results.memoryIdle = processGroupMemory(server.pid);
  memory = sampleGroupMemory(server.pid, memoryEveryMs);

  let shop;
  let others;
  if (cohortMode) {
    const codes = await createCohorts(url, settings.students);
    boardSockets = await boardSocketsFor(url, codes);
    memory.mark("joins");
    students = await enrolCohort(url, codes);
    shop = await readShop(url, students[0].seat);
    // Each student is alone in their shop: "someone's basket" is one the seed left filled.
    const seeded = [{ bid: 1 }, { bid: 2 }, { bid: 3 }];
    others = () => seeded;
    console.log(`${codes.length} cohort${codes.length === 1 ? "" : "s"} created; ${students.length} students joined (a shop each), registered and signed in`);
  } else {
    memory.mark("registration");
    room = await roomClient(url);
    shop = await readShop(url);
    const enrol = limiter(10);
    students = await Promise.all(Array.from({ length: settings.students }, (_, i) => enrol(async () => newStudent(await newCustomer(url, `student${i}`), i))));
    others = () => students;
    console.log(`${students.length} students registered and signed in`);
  }
  results.memoryEnrolled = processGroupMemory(server.pid);

  memory.mark("students start");
  const runStart = memory.marks.at(-1).s;
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
  memory.mark("time up");
  const runEnd = memory.marks.at(-1).s;
  const total = [...stats.values()].reduce((sum, s) => sum + s.latencies.length, 0);
  const runLatencies = [...stats.values()].flatMap((s) => s.latencies);

  console.log("checking what was written and announced…");
  if (cohortMode) {
    results.writes = await checkCohortWrites(url, students);
    results.announcements = await checkCohortSolves(url, students, boardSockets);
  } else {
    results.writes = await checkWrites(url, students);
    results.announcements = await checkAnnouncements(url, room);
  }
  memory.mark("checked");
  const samples = memory.stop();
  results.memoryAfter = processGroupMemory(server.pid);

  // Memory: the level once the class has warmed up (the second sample of the run on) against the end.
  const during = samples.filter((s) => s.s >= runStart && s.s <= runEnd + memoryEveryMs / 1000);
  const quarter = Math.max(1, Math.floor(during.length / 4));
  const warm = during.slice(1, Math.max(2, Math.ceil(during.length / 4)));
  const end = during.slice(-quarter);
  const mean = (list) => round(list.reduce((sum, s) => sum + s.rssMb, 0) / list.length, 0);
  results.memory = {
    everySeconds: memoryEveryMs / 1000,
    marks: memory.marks,
    samples,
    warmMb: mean(warm),
    endMb: mean(end),
    peakMb: Math.max(...samples.map((s) => s.rssMb)),
    growth: round(mean(end) / mean(warm), 2),
  };

  results.requests = {
    total,
    perSecond: round(total / elapsed, 0),
    seconds: round(elapsed, 0),
    ...latencySummary(runLatencies),
    plannedServerErrors,
    droppedConnections,
    failures: failures.length,
    failureExamples: failures.slice(0, 50),
  };
  results.actions = Object.fromEntries([...stats].map(([action, s]) => [action, { ...latencySummary(s.latencies), statuses: s.statuses }]));

  console.log("");
  printTable(
    [...stats].map(([action, s]) => ({ action, ...latencySummary(s.latencies), statuses: Object.entries(s.statuses).map(([k, v]) => `${k}×${v}`).join(" ") })),
    ["action", "count", "p50", "p95", "p99", "max", "statuses"],
  );
  console.log("");
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.byName)))].sort();
  const step = Math.max(1, Math.floor(samples.length / 12));
  printTable(
    samples
      .filter((_, i) => i % step === 0 || i === samples.length - 1)
      .map((s) => ({ second: s.s, "RSS MB": s.rssMb, "PSS MB": s.pssMb, ...Object.fromEntries(names.map((n) => [`${n} MB`, s.byName[n] ?? 0])), phase: memory.marks.filter((m) => m.s <= s.s).at(-1)?.label ?? "idle" })),
  );
  console.log("");
  const w = results.writes;
  const a = results.announcements;
  printTable(
    [
      {
        check: "requests",
        result: `${total} in ${round(elapsed, 0)} s (${results.requests.perSecond}/s), p50 ${results.requests.p50} ms, p99 ${results.requests.p99} ms; ${plannedServerErrors} planned 500s (the leaky error page), ${droppedConnections} dropped connections sent again`,
      },
      { check: "failures (5xx, failed, timed out, unexpected status, lost write, announcement)", result: String(failures.length) },
      cohortMode
        ? { check: "writes checked, each in its student's shop", result: `${w.baskets} baskets, ${w.reviews} reviews in ${w.shops} shops; ${w.foreignReviews} reviews and ${w.accountsElsewhere} accounts found in another student's shop` }
        : { check: "writes checked", result: `${w.baskets} baskets, ${w.reviews} reviews` },
      cohortMode
        ? {
            check: "solves: once in the student's room, on the board",
            result: `${a.solves} solves by ${a.studentsWithSolves} of ${a.students} students (${a.challenges.join(", ")}), ${a.announcements} announcements in their rooms, ${a.onBoard} on the board, ${a.boardSocketSolves} on the board's socket`,
          }
        : { check: "solves announced exactly once", result: `${a.solved.length} solved (${a.solved.join(", ")}), ${a.announcements} announcements` },
      {
        check: "memory (RSS)",
        result: `${results.memoryIdle.rssMb} MB idle, ${results.memoryEnrolled.rssMb} MB ${cohortMode ? "joined" : "registered"}, ${results.memory.warmMb} MB warm, ${results.memory.endMb} MB at the end (${results.memory.growth}×), peak ${results.memory.peakMb} MB, ${results.memoryAfter.rssMb} MB after the checks (${results.memoryAfter.processes.map((p) => `${p.name} ${p.rssMb}`).join(", ")})`,
      },
    ],
    ["check", "result"],
  );
  if (results.memory.growth > 1.5) console.log("\nwarning: memory grew more than 1.5× over the run");
} finally {
  room?.close();
  for (const s of students) s.room?.close();
  for (const socket of boardSockets.values()) socket.close();
  await server.stop();
}
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, `bench-results/${fileStem}.json`), `${JSON.stringify(results, null, 2)}\n`);
if (results.memory) writeFileSync(join(root, `bench-results/${fileStem}-memory.svg`), memoryPicture(results.memory.samples, results.memory.marks));
console.log(`\n${failures.length === 0 ? "passed" : `FAILED: ${failures.length} failures`}; written to bench-results/${fileStem}.json and bench-results/${fileStem}-memory.svg`);
process.exit(failures.length === 0 ? 0 : 1);
