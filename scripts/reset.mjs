#!/usr/bin/env node
// npm run reset: recreate and reseed the instance's data. Asks the running server when there is
// one (its room then tells browsers "server started"); otherwise starts the built worker on the
// data the last `npm start` used (or SQUEEZE_PERSIST / SQUEEZE_STORE) and resets that.
import "./env.mjs";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { buildIsStale, defaultPersistRoot, isAlive, lastRunFile, operatorToken, serverFile, startServer } from "./server.mjs";

async function reset(url) {
  const response = await fetch(`${url}/operator/reset`, {
    method: "POST",
    headers: { Authorization: `Bearer ${operatorToken()}` },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error ?? `reset answered ${response.status}`);
  return body;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

/** The server to ask: SQUEEZE_URL, else the one `npm start` recorded, if it is still running. */
function runningServer() {
  if (process.env.SQUEEZE_URL) return { url: process.env.SQUEEZE_URL };
  const recorded = readJson(serverFile);
  if (recorded && isAlive(recorded.pid)) return recorded;
  rmSync(serverFile, { force: true });
  return null;
}

try {
  const started = performance.now();
  const running = runningServer();
  let result;
  let where;
  if (running) {
    result = await reset(running.url);
    where = `the server at ${running.url}`;
  } else {
    if (buildIsStale()) throw new Error("the build is missing or out of date: run npm start (or npm run build) once first");
    const last = readJson(lastRunFile) ?? {};
    const persistRoot = process.env.SQUEEZE_PERSIST ?? last.persistRoot ?? defaultPersistRoot;
    const store = process.env.SQUEEZE_STORE ?? last.store ?? "d1";
    const server = await startServer({ port: 0, persistRoot, vars: { SQUEEZE_STORE: store } });
    try {
      result = await reset(server.url);
    } finally {
      await server.dispose();
    }
    where = `the stored data (${server.store} store in ${server.persistRoot}; no server was running)`;
  }
  console.log(`Instance "${result.instance}" reset in ${result.ms} ms (${Math.round(performance.now() - started)} ms end to end): ${where}.`);
} catch (error) {
  console.error(`Reset failed: ${error.message}`);
  process.exit(1);
}
