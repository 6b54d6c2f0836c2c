/**
 * What the measuring scripts (bench, soak, bombs) share: a server of their own, the memory of its
 * processes, percentiles, a concurrency limit, tables, and the archives the bombs are made of.
 */
import "./env.mjs";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipSync } from "fflate";
import { root } from "./server.mjs";

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
export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

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

/**
 * Starts `npm start`'s script on a free loopback port with a data folder of its own, and resolves
 * when the first GET / answers 200. Its run files go to a folder of their own too, so a developer's
 * own `npm start` is left alone.
 */
export async function startServerProcess(env = {}) {
  const port = await freePort();
  const persist = mkdtempSync(join(tmpdir(), "squeeze-bench-"));
  const state = mkdtempSync(join(tmpdir(), "squeeze-bench-state-"));
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), SQUEEZE_PERSIST: persist, SQUEEZE_STATE_DIR: state, OPERATOR_TOKEN: operatorToken, ...env },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("server exited during start");
    try {
      const response = await fetch(`${url}/`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {}
    await sleep(10);
  }
  const seconds = (performance.now() - started) / 1000;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    rmSync(persist, { recursive: true, force: true });
    rmSync(state, { recursive: true, force: true });
  };
  return { url, seconds, child, stop };
}

/** Resident memory (MB) of a process and all its descendants (the start script and its workerd). */
export function rssMb(pid) {
  const pids = [pid];
  const parents = new Map();
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      parents.set(Number(entry), Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ")[1]));
    } catch {}
  }
  for (let i = 0; i < pids.length; i++) {
    for (const [child, parent] of parents) if (parent === pids[i] && !pids.includes(child)) pids.push(child);
  }
  let kb = 0;
  for (const p of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))[1]);
    } catch {}
  }
  return round(kb / 1024, 0);
}

/** Samples rssMb(pid) every `everyMs` until stopped; `stop()` returns the samples. */
export function sampleMemory(pid, everyMs = 1000) {
  const started = performance.now();
  const samples = [{ s: 0, mb: rssMb(pid) }];
  const timer = setInterval(() => samples.push({ s: round((performance.now() - started) / 1000), mb: rssMb(pid) }), everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      samples.push({ s: round((performance.now() - started) / 1000), mb: rssMb(pid) });
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
