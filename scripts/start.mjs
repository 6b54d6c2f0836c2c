#!/usr/bin/env node
// npm start: build if needed, then serve the shop, its API and the rooms on one port.
import "./env.mjs";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { buildIfStale, lastRunFile, serverFile, startServer, trainerTokenFile } from "./server.mjs";

const started = performance.now();
let server;
try {
  await buildIfStale();
  server = await startServer();
} catch (error) {
  console.error(`Squeeze could not start:\n${error.message}`);
  process.exit(1);
}
if (process.env.SQUEEZE_PRESET === "ctf" && !process.env.CTF_KEY) {
  console.warn("Warning: no CTF_KEY is set, so the flags use the built-in key, which anyone can read in the source.");
}

// Tells `npm run reset` where the running server is, and, once it has stopped, where its data is.
const where = { persistRoot: server.persistRoot, store: server.store };
mkdirSync(dirname(serverFile), { recursive: true });
writeFileSync(serverFile, JSON.stringify({ url: server.url, pid: process.pid, ...where }));
writeFileSync(lastRunFile, JSON.stringify(where));
// Miniflare exits the process on signals itself, so cleaning up happens on exit, synchronously.
process.on("exit", () => {
  try {
    if (JSON.parse(readFileSync(serverFile, "utf8")).pid === process.pid) rmSync(serverFile, { force: true });
  } catch {
    // already gone
  }
});
const stop = () => server.dispose().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// From here on the host only keeps workerd running: give back what starting Miniflare took (about
// 25 MB; docs/performance.md, "Memory").
setFlagsFromString("--expose-gc");
runInNewContext("gc")();

console.log(
  `Squeeze is running at ${server.url} (ready in ${((performance.now() - started) / 1000).toFixed(2)} s; ${server.store} store, data in ${server.persistRoot})`,
);
if (server.mode === "cohort") {
  console.log(
    `Cohort mode: trainers sign in at ${server.url}/trainer with the trainer token ` +
      (process.env.TRAINER_TOKEN ? "(TRAINER_TOKEN)." : `in ${trainerTokenFile}.`),
  );
}
