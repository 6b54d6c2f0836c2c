#!/usr/bin/env node
// npm start: build if needed, then serve the shop, its API and the rooms on one port.
import "./env.mjs";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildIfStale, startServer, stateDir } from "./server.mjs";

const started = performance.now();
let server;
try {
  await buildIfStale();
  server = await startServer();
} catch (error) {
  console.error(`Squeeze could not start:\n${error.message}`);
  process.exit(1);
}
// Tells `npm run reset` where the running server is.
const serverFile = join(stateDir, "server.json");
mkdirSync(stateDir, { recursive: true });
writeFileSync(serverFile, JSON.stringify({ url: server.url, pid: process.pid }));
console.log(`Squeeze is running at ${server.url} (ready in ${((performance.now() - started) / 1000).toFixed(2)} s)`);

const stop = async () => {
  rmSync(serverFile, { force: true });
  await server.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
