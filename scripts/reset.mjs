#!/usr/bin/env node
// npm run reset: recreate and reseed the instance's data. Asks the running server when there is
// one (its room then tells browsers "server started"); otherwise resets the stored data directly.
import "./env.mjs";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildIsStale, operatorToken, startServer, stateDir } from "./server.mjs";

async function reset(url) {
  const response = await fetch(`${url}/operator/reset`, {
    method: "POST",
    headers: { Authorization: `Bearer ${operatorToken()}` },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error ?? `reset answered ${response.status}`);
  return body;
}

// SQUEEZE_URL names a server explicitly; otherwise the one `npm start` recorded, if any.
const serverFile = join(stateDir, "server.json");
const running = process.env.SQUEEZE_URL
  ? { url: process.env.SQUEEZE_URL }
  : existsSync(serverFile)
    ? JSON.parse(readFileSync(serverFile, "utf8"))
    : null;
try {
  const started = performance.now();
  let result;
  try {
    if (!running) throw new Error("no server");
    result = await reset(running.url);
  } catch (error) {
    if (running && !/fetch failed|no server/.test(error.message)) throw error;
    if (buildIsStale()) throw new Error("the build is missing or out of date: run npm start (or npm run build) once first");
    const server = await startServer({ port: 0 });
    try {
      result = await reset(server.url);
    } finally {
      await server.dispose();
    }
  }
  console.log(`Instance "${result.instance}" reset in ${result.ms} ms (${Math.round(performance.now() - started)} ms end to end).`);
} catch (error) {
  console.error(`Reset failed: ${error.message}`);
  process.exit(1);
}
