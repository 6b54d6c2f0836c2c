/**
 * What the measuring scripts (bench, soak, bombs) share: a server of their own, the memory of its
 * processes, percentiles, a concurrency limit, sessions, sockets, autocannon runs, tables, and
 * the archives the bombs are made of. docs/performance.md describes the scripts.
 */
import "./env.mjs";
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import autocannon from "autocannon";
import { zipSync } from "fflate";
import WebSocket from "ws";
import { root } from "./server.mjs";

/** The Node flags of `npm start` (package.json's start script), so bench and npm start cannot drift apart. */
function npmStartNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

export const operatorToken = "bench-operator-token";

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
export const round = (n, digits = 1) => (n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits);

/** count, p50, p95, p99 and max of latencies in ms. */
export function latencySummary(values) {
  if (values.length === 0) return { count: 0, p50: null, p95: null, p99: null, max: null };
  return {
    count: values.length,
    p50: round(quantile(values, 0.5)),
    p95: round(quantile(values, 0.95)),
    p99: round(quantile(values, 0.99)),
    max: round(Math.max(...values)),
  };
}

/** Command-line options: `--quick`, `--name=value`; `option("minutes", 3)` reads `--minutes=2`. */
export function options(argv = process.argv.slice(2)) {
  const flags = new Set(argv.filter((a) => !a.includes("=")));
  const values = new Map(argv.filter((a) => a.includes("=")).map((a) => [a.slice(0, a.indexOf("=")).replace(/^--/, ""), a.slice(a.indexOf("=") + 1)]));
  return {
    has: (name) => flags.has(`--${name}`),
    number: (name, fallback) => (values.has(name) ? Number(values.get(name)) : fallback),
    string: (name, fallback) => values.get(name) ?? fallback,
  };
}

/**
 * Starts `npm start`'s script (scripts/start.mjs, the Node host that runs workerd through Miniflare)
 * on a free loopback port with a data folder of its own, and resolves when the first GET of
 * `readyPath` answers 200 (a cohort deployment has no shop at `/`: its probe is `/join`). Its run
 * files go to a folder of their own too, so a developer's own `npm start` is left alone.
 */
export async function startServerProcess(env = {}, { timeoutMs = 180_000, readyPath = "/" } = {}) {
  const port = await freePort();
  const persist = mkdtempSync(join(tmpdir(), "squeeze-bench-"));
  const state = mkdtempSync(join(tmpdir(), "squeeze-bench-state-"));
  const started = performance.now();
  // As npm start runs it (its Node flags from package.json), so the memory measured is what npm start uses.
  const child = spawn(process.execPath, [...npmStartNodeFlags(), join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), SQUEEZE_PERSIST: persist, SQUEEZE_STATE_DIR: state, OPERATOR_TOKEN: operatorToken, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = `${stderr}${chunk}`.slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = () => {
    rmSync(persist, { recursive: true, force: true });
    rmSync(state, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) {
      cleanUp();
      throw new Error(`the server exited during start:\n${stderr}`);
    }
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGTERM");
      cleanUp();
      throw new Error(`the server did not answer GET ${readyPath} within ${timeoutMs / 1000} s`);
    }
    try {
      const response = await fetch(`${url}${readyPath}`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {}
    await sleep(10);
  }
  const seconds = (performance.now() - started) / 1000;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      // Miniflare ends workerd when the host exits; a host stuck in shutting down is ended here.
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    cleanUp();
  };
  return { url, seconds, child, pid: child.pid, stop };
}

/**
 * Runs autocannon and returns what the tables show; `each` sees every answer (status, ms). Other
 * autocannon options (setupClient, headers…) pass through in `extra`.
 */
export function loadRun({ url, connections, seconds, request, requests, expect = 200, each, extra = {} }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 10, ...extra, ...(request ?? {}), ...(requests ? { requests } : {}) },
      (error, result) => {
        if (error) return reject(error);
        const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
        const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
        const expected = [expect].flat();
        const unexpected = Object.entries(statuses).filter(([code]) => !expected.includes(Number(code))).reduce((sum, [, n]) => sum + n, 0);
        resolve({
          connections,
          seconds: round(result.duration, 1),
          requestsPerSecond: round(answered / result.duration, 0),
          p50Ms: round(result.latency.p50, 1),
          p99Ms: round(result.latency.p99, 1),
          maxMs: round(result.latency.max, 1),
          answered,
          unexpected,
          errors: result.errors,
          timeouts: result.timeouts,
          statuses,
        });
      },
    );
    if (each) instance.on("response", (_client, status, _bytes, ms) => each(status, ms));
  });
}

/** Whether a fetch failed because the server closed a kept-alive connection as it was reused. */
const droppedConnection = (error) => ["ECONNRESET", "UND_ERR_SOCKET", "EPIPE"].includes(error?.cause?.code);

/** One request on a connection of its own (fetch would take the next pooled one, maybe as stale). */
function fetchOnNewConnection(url, init) {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init.headers ?? {}));
    const request = http.request(url, { method: init.method ?? "GET", headers, agent: false, signal: init.signal }, (response) => {
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) for (const v of [value].flat()) if (v !== undefined) responseHeaders.append(name, v);
      const nullBody = [101, 204, 205, 304].includes(response.statusCode) || init.method === "HEAD";
      resolve(new Response(nullBody ? null : Readable.toWeb(response), { status: response.statusCode, headers: responseHeaders }));
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * fetch, sent again once on a new connection when the server dropped a kept-alive connection as
 * the request went out on it, as browsers do. workerd closes a connection idle for a few seconds;
 * while its event loop is busy for longer (a backlog of page renders), that close can meet a
 * request already sent on it (docs/performance.md). `onRetry` counts these. Bodies: strings or
 * bytes only.
 */
export async function fetchRetrying(url, init = {}, onRetry = () => {}) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!droppedConnection(error)) throw error;
    onRetry(error);
    return await fetchOnNewConnection(url, init);
  }
}

/** Every process of /proc with its parent: { pid → ppid }. */
function processParents() {
  const parents = new Map();
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      // The command name may hold spaces and parentheses: the fields start after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {}
  }
  return parents;
}

const kbField = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);

/**
 * The memory of a process and all its descendants (the server's Node host and its workerd), in MB:
 * `rss`, resident memory summed over the processes (the figure issue 11's aims are in), and `pss`,
 * each process's share of pages shared between them (counted once over the group), with each
 * process on its own. docs/decisions/0032 says why both.
 */
export function processGroupMemory(pid) {
  const parents = processParents();
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    for (const [child, parent] of parents) if (parent === pids[i] && !pids.includes(child)) pids.push(child);
  }
  const processes = [];
  for (const p of pids) {
    try {
      const name = readFileSync(`/proc/${p}/comm`, "utf8").trim();
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, "utf8");
      processes.push({ pid: p, name, rssMb: round(kbField(rollup, "Rss") / 1024, 0), pssMb: round(kbField(rollup, "Pss") / 1024, 0) });
    } catch {}
  }
  return {
    rssMb: processes.reduce((sum, p) => sum + p.rssMb, 0),
    pssMb: processes.reduce((sum, p) => sum + p.pssMb, 0),
    processes,
  };
}

/** Resident memory (MB) of a process and its descendants. */
export const rssMb = (pid) => processGroupMemory(pid).rssMb;

/** Samples the group's memory every `everyMs` until stopped; `stop()` returns the samples. */
export function sampleMemory(pid, everyMs = 1000) {
  const started = performance.now();
  const take = () => {
    const { rssMb, pssMb } = processGroupMemory(pid);
    return { s: round((performance.now() - started) / 1000), rssMb, pssMb };
  };
  const samples = [take()];
  const timer = setInterval(() => samples.push(take()), everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      samples.push(take());
      return samples;
    },
  };
}

/** A limit on how many promises run at once: `limit(() => work())`. */
export function limiter(concurrency) {
  let running = 0;
  const waiting = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async (work) => {
    if (running >= concurrency) await new Promise((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** Prints rows (objects) as an aligned text table. */
export function printTable(rows, columns = Object.keys(rows[0] ?? {})) {
  const cell = (value) => (value === null || value === undefined ? "–" : String(value));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values) => values.map((v, i) => (typeof v === "number" ? cell(v).padStart(widths[i]) : cell(v).padEnd(widths[i]))).join("  ");
  console.log(line(columns));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

/** Registers a new customer and signs them in: { email, password, token, bid, headers }. */
export async function newCustomer(url, name) {
  const email = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@squeeze.test`;
  const password = `${name}-password`;
  // As the registration page sends it (without the repeat, passwordRepeatChallenge would be solved).
  const registered = await fetch(`${url}/api/Users`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password, passwordRepeat: password }) });
  if (registered.status !== 201) throw new Error(`registering ${email} answered ${registered.status}: ${await registered.text()}`);
  const login = await fetch(`${url}/rest/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`signing ${email} in answered ${login.status}: ${await login.text()}`);
  const { authentication } = await login.json();
  return { email, password, token: authentication.token, bid: authentication.bid, headers: { Authorization: `Bearer ${authentication.token}` } };
}

/**
 * A WebSocket client that keeps every message and the time it arrived: `next(match)` resolves
 * with the time (performance.now()) the first matching message arrived. `headers` go with the
 * handshake (a cookie and the page's origin, as a browser sends them).
 */
export async function socketClient(address, headers = {}) {
  const ws = new WebSocket(address, { headers });
  const waiters = [];
  const messages = [];
  ws.on("message", (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data));
    messages.push({ at, message });
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(message)) waiter.resolve(at);
      else waiters.push(waiter);
    }
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("unexpected-response", (_request, response) => reject(new Error(`the socket was refused: ${response.statusCode}`)));
    ws.once("error", reject);
  });
  const next = (match, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no matching socket message in time")), timeoutMs);
      waiters.push({ match, resolve: (at) => (clearTimeout(timer), resolve(at)) });
    });
  return { ws, messages, next, close: () => ws.close() };
}

/**
 * A client of the instance's room, as a browser tab is: `next(match)` resolves with the time
 * (performance.now()) the first matching message arrived; `messages` keeps every message.
 */
export async function roomClient(url) {
  const { room } = await (await fetch(`${url}/rest/admin/instance`)).json();
  const { ws, messages, next, close } = await socketClient(`${url.replace("http", "ws")}/parties/${room.party}/${room.name}`);
  let pings = 0;
  return {
    messages,
    next,
    /** Resolves once the room has answered a ping sent now: everything it sent before has arrived. */
    barrier: () => {
      const nonce = `measure-${++pings}`;
      const pong = next((m) => m.type === "pong" && m.data === nonce);
      ws.send(JSON.stringify({ type: "ping", data: nonce }));
      return pong;
    },
    close,
  };
}

/** A zip of one entry of zeros whose headers may declare another size (a "liar"). */
export function zerosZip(size, declared = size) {
  const archive = zipSync({ "zeros.bin": [new Uint8Array(size), { level: 9 }] });
  const view = new DataView(archive.buffer);
  for (let at = 0; at + 4 <= archive.length; at++) {
    if (view.getUint32(at, true) === 0x04034b50) view.setUint32(at + 22, declared, true);
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, declared, true);
  }
  return archive;
}

/**
 * Samples the group's memory every `everyMs` until stopped, as sampleMemory does, with each sample
 * also split by process name (`byName`: { node: MB, workerd: MB } of RSS), for a curve per process
 * group. `stop()` returns the samples; `mark(label)` notes a moment (a phase of the run) on the
 * same clock, for the picture.
 */
export function sampleGroupMemory(pid, everyMs = 1000) {
  const started = performance.now();
  const seconds = () => round((performance.now() - started) / 1000);
  const take = () => {
    const { rssMb, pssMb, processes } = processGroupMemory(pid);
    const byName = {};
    for (const p of processes) byName[p.name] = (byName[p.name] ?? 0) + p.rssMb;
    return { s: seconds(), rssMb, pssMb, byName };
  };
  const samples = [take()];
  const marks = [];
  const timer = setInterval(() => samples.push(take()), everyMs);
  return {
    samples,
    marks,
    mark: (label) => marks.push({ s: seconds(), label }),
    stop() {
      clearInterval(timer);
      samples.push(take());
      return samples;
    },
  };
}

/** Round steps (1, 2, 5 × 10^k) for an axis from 0 to `max`, about `count` of them. */
function axisTicks(max, count = 6) {
  const rough = Math.max(max, 1e-9) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough);
  const ticks = [];
  for (let t = 0; t <= max + step * 1e-9; t += step) ticks.push(round(t, 6));
  if (ticks.at(-1) < max) ticks.push(round(ticks.at(-1) + step, 6));
  return ticks;
}

const escapeXml = (text) => String(text).replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]);

/**
 * A memory curve as a small SVG (plain text, no library): one polyline per series over seconds,
 * axes in MB and seconds, dashed lines at `marks` ({ s, label }), a legend. `series` is
 * [{ label, color, points: [[seconds, MB], …], dashed? }].
 */
/** @param {{ title: string, series: { label: string, color: string, points: number[][], dashed?: boolean }[], marks?: { s: number, label: string }[], width?: number, height?: number }} chart */
export function memoryChartSvg({ title, series, marks = [], width = 720, height = 400 }) {
  const margin = { left: 64, right: 170, top: 40, bottom: 48 };
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const all = series.flatMap((s) => s.points);
  const xTicks = axisTicks(Math.max(...all.map(([x]) => x), 1));
  const yTicks = axisTicks(Math.max(...all.map(([, y]) => y), 1) * 1.05, 6);
  const xMax = xTicks.at(-1);
  const yMax = yTicks.at(-1);
  const x = (s) => round(margin.left + (s / xMax) * plotW, 1);
  const y = (mb) => round(margin.top + plotH - (mb / yMax) * plotH, 1);
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${margin.left}" y="22" font-size="14" font-weight="bold">${escapeXml(title)}</text>`,
  ];
  for (const t of yTicks) {
    lines.push(`<line x1="${margin.left}" y1="${y(t)}" x2="${margin.left + plotW}" y2="${y(t)}" stroke="#e5e5e5"/>`);
    lines.push(`<text x="${margin.left - 6}" y="${y(t) + 4}" text-anchor="end">${t}</text>`);
  }
  for (const t of xTicks) {
    lines.push(`<line x1="${x(t)}" y1="${margin.top + plotH}" x2="${x(t)}" y2="${margin.top + plotH + 4}" stroke="#333"/>`);
    lines.push(`<text x="${x(t)}" y="${margin.top + plotH + 18}" text-anchor="middle">${t}</text>`);
  }
  lines.push(`<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${margin.top + plotH}" stroke="#333"/>`);
  lines.push(`<line x1="${margin.left}" y1="${margin.top + plotH}" x2="${margin.left + plotW}" y2="${margin.top + plotH}" stroke="#333"/>`);
  lines.push(`<text x="${margin.left + plotW / 2}" y="${height - 10}" text-anchor="middle">seconds</text>`);
  lines.push(`<text transform="translate(16 ${margin.top + plotH / 2}) rotate(-90)" text-anchor="middle">MB</text>`);
  for (const [i, m] of marks.entries()) {
    lines.push(`<line x1="${x(m.s)}" y1="${margin.top}" x2="${x(m.s)}" y2="${margin.top + plotH}" stroke="#999" stroke-dasharray="4 3"/>`);
    const nearRight = x(m.s) > margin.left + plotW - 60;
    lines.push(`<text x="${x(m.s) + (nearRight ? -3 : 3)}" y="${margin.top + 12 + (i % 3) * 13}" fill="#666" font-size="11"${nearRight ? ' text-anchor="end"' : ""}>${escapeXml(m.label)}</text>`);
  }
  for (const [i, s] of series.entries()) {
    const points = s.points.map(([px, py]) => `${x(px)},${y(py)}`).join(" ");
    lines.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 3"' : ""} points="${points}"/>`);
    const ly = margin.top + 10 + i * 20;
    const lx = margin.left + plotW + 14;
    lines.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 22}" y2="${ly}" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 3"' : ""}/>`);
    lines.push(`<text x="${lx + 28}" y="${ly + 4}">${escapeXml(s.label)}</text>`);
  }
  lines.push("</svg>");
  return `${lines.join("\n")}\n`;
}
