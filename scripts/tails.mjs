#!/usr/bin/env node
/**
 * npm run tails [-- --route=/api/Products/1 --connections=50 --seconds=10 --store=durable-object]:
 * where a slow request's time goes. Starts the shop as npm start does (own port and data), sends
 * the route from N concurrent keep-alive clients, each request asking the worker for its own time
 * (`X-Squeeze-Timing: 1` → `Server-Timing: worker;dur=…`, worker/index.ts). Prints the client's
 * and the worker's p50/p99, and for the slowest 1 % how much of their time was spent inside our
 * worker and how much before it got there or after it left (Miniflare's entry and router
 * isolates, workerd's queues, the load generator's own event loop, whose delay is printed too).
 * Figures only, never asserted (docs/performance.md, "What stalls").
 */
import "./env.mjs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { options, round, startServerProcess } from "./measure.mjs";
import { buildIfStale } from "./server.mjs";

const opts = options();
const route = opts.string("route", "/api/Products/1");
const connections = opts.number("connections", 50);
const seconds = opts.number("seconds", 10);
const store = opts.string("store", undefined);

await buildIfStale({ log: () => {} });
const server = await startServerProcess(store ? { SQUEEZE_STORE: store } : {});
const samples = [];
const loop = monitorEventLoopDelay({ resolution: 5 });
try {
  for (let i = 0; i < 200; i++) await (await fetch(`${server.url}${route}`)).arrayBuffer();
  loop.enable();
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${server.url}${route}`, { headers: { "X-Squeeze-Timing": "1" } });
      await response.arrayBuffer();
      const worker = Number(/dur=([\d.]+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1] ?? NaN);
      samples.push({ client: performance.now() - started, worker, status: response.status });
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  loop.disable();
} finally {
  await server.stop();
}

const q = (values, p) => values[Math.min(values.length - 1, Math.floor(p * values.length))];
const byClient = [...samples].sort((a, b) => a.client - b.client);
const clientMs = byClient.map((s) => s.client);
const workerMs = samples.map((s) => s.worker).filter(Number.isFinite).sort((a, b) => a - b);
const slowest = byClient.slice(Math.floor(byClient.length * 0.99));
const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const slowClient = mean(slowest.map((s) => s.client));
const slowWorker = mean(slowest.map((s) => s.worker).filter(Number.isFinite));
console.log(`${route}, ${connections} clients, ${seconds} s${store ? `, store ${store}` : ""}: ${samples.length} requests (${round(samples.length / seconds)} req/s), non-2xx ${samples.filter((s) => s.status >= 300).length}`);
console.log(`client: p50 ${round(q(clientMs, 0.5))} ms, p99 ${round(q(clientMs, 0.99))} ms, max ${round(clientMs.at(-1))} ms`);
console.log(`in our worker: p50 ${round(q(workerMs, 0.5))} ms, p99 ${round(q(workerMs, 0.99))} ms, max ${round(workerMs.at(-1))} ms`);
console.log(`slowest 1 % (${slowest.length}): ${round(slowClient)} ms at the client, of which ${round(slowWorker)} ms in our worker (${round((slowWorker / slowClient) * 100)} %)`);
console.log(`the load generator's event loop delay: p50 ${round(loop.percentile(50) / 1e6)} ms, p99 ${round(loop.percentile(99) / 1e6)} ms, max ${round(loop.max / 1e6)} ms`);
