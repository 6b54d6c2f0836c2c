#!/usr/bin/env node
// npm run ctf-export: the catalogue as a CTFd, RootTheBox or FBCTF file (docs/ctf.md). Asks the
// running server (or SQUEEZE_URL) with the operator token; with --cohort, a cohort deployment's
// trainer API with the trainer token. With no server running, it starts the built worker for the
// moment, as npm run reset does.
import "./env.mjs";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildIsStale, defaultPersistRoot, isAlive, lastRunFile, operatorToken, serverFile, startServer, trainerToken } from "./server.mjs";

const usage = `Usage: npm run ctf-export -- --format ctfd|rootthebox|fbctf [--out FILE]
         [--hints none|free|paid] [--hint-cost PERCENT] [--flags instance|static] [--key KEY] [--cohort CODE]

  --format     ctfd (CSV), rootthebox (XML) or fbctf (JSON)
  --out        where to write the file ("-" for standard output); default: the file's own name here
  --hints      none (default), free, or paid at --hint-cost percent of the points each (default 10)
  --flags      instance (default): the key the shop uses (its CTF_KEY); static: the key in --key
  --cohort     export for a cohort of a cohort-mode server, with its trainer token
Asks SQUEEZE_URL, else the server npm start runs, else starts the built worker for the moment.`;

function fail(message) {
  console.error(`CTF export failed: ${message}`);
  process.exit(1);
}

let options;
try {
  options = parseArgs({
    options: {
      format: { type: "string" },
      out: { type: "string" },
      hints: { type: "string" },
      "hint-cost": { type: "string" },
      flags: { type: "string" },
      key: { type: "string" },
      cohort: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }).values;
} catch (error) {
  fail(`${error.message}\n\n${usage}`);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
if (!options.format) fail(`say which format with --format.\n\n${usage}`);

const query = new URLSearchParams({ format: options.format });
if (options.hints) query.set("hints", options.hints);
if (options["hint-cost"]) query.set("hintCost", options["hint-cost"]);
if (options.flags) query.set("flags", options.flags);
if (options.key !== undefined) query.set("key", options.key);
const path = options.cohort
  ? `/trainer/api/cohorts/${encodeURIComponent(options.cohort)}/ctf-export?${query}`
  : `/operator/ctf-export?${query}`;
const token = options.cohort ? trainerToken() : operatorToken();

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

/** The server to ask: SQUEEZE_URL, else the one `npm start` recorded, if it is still running. */
function runningServer() {
  if (process.env.SQUEEZE_URL) return { url: process.env.SQUEEZE_URL.replace(/\/+$/, "") };
  const recorded = readJson(serverFile);
  if (recorded && isAlive(recorded.pid)) return recorded;
  return null;
}

async function exportFrom(url) {
  let response;
  try {
    response = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new Error(`${url} cannot be reached (${error.cause?.message ?? error.message}).`);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    const why = typeof body.error === "string" ? body.error : `the server answered ${response.status}`;
    const cohortServer = response.status === 401 && options.cohort === undefined && /cohort/i.test(why);
    throw new Error(cohortServer ? `${why} (a cohort-mode server: add --cohort CODE)` : why);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? `ctf-export-${options.format}`;
  let warnings = [];
  try {
    warnings = JSON.parse(response.headers.get("X-Squeeze-Export-Warnings") ?? "[]");
  } catch {
    // an older server: no warnings to pass on
  }
  return { body: Buffer.from(await response.arrayBuffer()), filename, warnings };
}

let server;
let where;
try {
  const running = runningServer();
  let url;
  if (running) {
    url = running.url;
    where = url;
  } else {
    if (options.cohort) {
      throw new Error("no server is running: start the cohort deployment first (SQUEEZE_MODE=cohort npm start), or set SQUEEZE_URL.");
    }
    if (buildIsStale()) {
      throw new Error("no server is running and the build is missing or out of date: run npm start (or npm run build) once, or set SQUEEZE_URL.");
    }
    rmSync(serverFile, { force: true });
    const last = readJson(lastRunFile) ?? {};
    server = await startServer({
      port: 0,
      persistRoot: process.env.SQUEEZE_PERSIST ?? last.persistRoot ?? defaultPersistRoot,
      vars: { SQUEEZE_STORE: process.env.SQUEEZE_STORE ?? last.store ?? "d1", SQUEEZE_MODE: "single" },
    });
    url = server.url;
    where = "the built worker (no server was running; CTF_KEY from this shell)";
  }
  const file = await exportFrom(url);
  if (options.out === "-") process.stdout.write(file.body);
  else {
    const out = resolve(options.out ?? basename(file.filename));
    writeFileSync(out, file.body);
    console.log(`Wrote ${out} (${options.format}, ${file.body.length} bytes) from ${where}.`);
  }
  for (const warning of file.warnings) console.error(`Note: ${warning}`);
} catch (error) {
  console.error(`CTF export failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await server?.dispose();
}
