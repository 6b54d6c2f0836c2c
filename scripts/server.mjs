/**
 * Serves the built worker with Miniflare directly (not `wrangler dev`, whose proxy errors out
 * under aborted requests and load: docs/decisions/0005-serve-with-miniflare.md). Used by
 * `npm start`, the tests and the bench.
 */
import "./env.mjs";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { loadMiniflare, workerdV8Flags } from "./miniflare-v8.mjs";

/**
 * workerd's V8 flags (scripts/miniflare-v8.mjs); SQUEEZE_WORKERD_V8_FLAGS (space-separated, or
 * empty for none) overrides them, for measuring what they change (npm run bench).
 */
const v8Flags = process.env.SQUEEZE_WORKERD_V8_FLAGS === undefined ? workerdV8Flags : process.env.SQUEEZE_WORKERD_V8_FLAGS.split(/\s+/).filter(Boolean);
const { Miniflare } = loadMiniflare(v8Flags);

export const root = resolve(import.meta.dirname, "..");
export const defaultPersistRoot = join(root, ".wrangler/state/v3");
export const stateDir = join(root, ".wrangler/state");
// SQUEEZE_STATE_DIR moves the two files below elsewhere, so tests of these scripts leave a
// developer's own running server alone.
const runDir = process.env.SQUEEZE_STATE_DIR ?? stateDir;
/** The running `npm start` server: { url, pid, persistRoot, store }; removed when it stops. */
export const serverFile = join(runDir, "server.json");
/** Where the last `npm start` kept its data, for `npm run reset` once it has stopped. */
export const lastRunFile = join(runDir, "last-run.json");
const serverDir = join(root, "build/server");
const sources = ["app", "worker", "party", "contracts", "migrations", "locales", "scripts/i18n.mjs", "public", "wrangler.toml", "vite.config.ts", "scripts/libxml2-workerd.mjs", "scripts/vite-plugins.mjs", "scripts/solidity.mjs", "package-lock.json"];

/**
 * The asset headers of a Cloudflare `_headers` file (what `wrangler deploy` reads from the assets
 * folder) in the form Miniflare's asset worker takes: a path pattern, then indented `Name: value`.
 */
function parseAssetHeaders(text) {
  const rules = {};
  let current = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] ??= { set: {} };
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: ${line.trim()}`);
    current.set[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { version: 2, rules };
}

/** wrangler's `assets.run_worker_first` as Miniflare's router takes it ("!pattern" goes to the assets). */
function workerFirst(runWorkerFirst) {
  if (runWorkerFirst === true) return { invoke_user_worker_ahead_of_assets: true };
  if (!Array.isArray(runWorkerFirst)) return {};
  return {
    static_routing: {
      user_worker: runWorkerFirst.filter((rule) => !rule.startsWith("!")),
      asset_worker: runWorkerFirst.filter((rule) => rule.startsWith("!")).map((rule) => rule.slice(1)),
    },
  };
}

/** A translator's file written in pieces (locales/fr_FR/content.2.json) is no input of the build until merged. */
const notInput = (entry) => /^(ui|content)\.[\w-]+\.json$/.test(entry);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).filter((entry) => !notInput(entry)).map((entry) => newestMtime(join(path, entry))));
}

/** Whether build/ is missing or older than any source. */
export function buildIsStale() {
  const built = join(serverDir, "wrangler.json");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

/**
 * Builds when the build is stale. Servers started side by side (the e2e suite starts two) take
 * turns through a lock folder, so only one of them builds.
 */
/** Whether a process is still running. */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

export async function buildIfStale({ log = console.log } = {}) {
  const lock = join(stateDir, "build.lock");
  const owner = join(lock, "pid");
  mkdirSync(stateDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch {
      // A lock whose builder is gone (killed mid-build) is left over: take it.
      let pid = 0;
      try {
        pid = Number(readFileSync(owner, "utf8"));
      } catch {
        // no pid yet: the builder has only just taken the lock (or the lock is gone)
      }
      const stale = pid ? !isAlive(pid) : Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10_000;
      if (stale) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!buildIsStale()) return;
    log("Building Squeeze…");
    try {
      // The build prints known-harmless noise (a zod annotation warning, "The build was
      // canceled"); show its output only when it really fails.
      execFileSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}`);
      throw new Error("The build failed (output above).");
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function listModules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listModules(path);
    return /\.(m?js|wasm)$/.test(entry.name) ? [path] : [];
  });
}

/** A secret from the environment, else one per machine, generated once and kept private in the state folder. */
function localSecret(variable, fileName) {
  if (process.env[variable]) return process.env[variable];
  const file = join(stateDir, fileName);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(stateDir, { recursive: true });
  const token = randomBytes(24).toString("base64url");
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

/** The operator token for reset. */
export const operatorToken = () => localSecret("OPERATOR_TOKEN", "operator-token");
/** Where a local run keeps its generated trainer token (cohort mode). */
export const trainerTokenFile = join(stateDir, "trainer-token");
/** The trainer token of cohort mode. */
export const trainerToken = () => localSecret("TRAINER_TOKEN", "trainer-token");

/**
 * A stable local id for a D1 binding without one: the id the data folder had before the deploy
 * learned to create the database, so a developer's local shop keeps its data.
 */
const localDatabaseId = (database) => (database.binding === "DB" ? "00000000-0000-4000-8000-000000005157" : database.binding);

/** Rejects with a readable message when the port is taken (workerd's own error is a stack dump). */
function ensurePortFree(port, host) {
  if (!port) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", (error) =>
        reject(
          error.code === "EADDRINUSE"
            ? new Error(`Port ${port} on ${host} is in use. Is Squeeze already running? Set PORT to use another port.`)
            : error,
        ),
      )
      .listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Environment variables a local run hands to the worker (wrangler.toml's [vars] are the defaults). */
export const passedThrough = [
  "SQUEEZE_PRESET",
  "SQUEEZE_CONFIG",
  "SQUEEZE_STORE",
  "SQUEEZE_MODE",
  "CTF_KEY",
  "COHORT_URL",
  "COHORT_JOIN_TOKEN",
  // The LLM chat's model (docs/llm-chat.md); Workers AI's binding is not mapped: it needs Cloudflare.
  "LLM_PROVIDER",
  "LLM_BASE_URL",
  "LLM_MODEL",
  "LLM_API_KEY",
];

/**
 * Starts the built worker. Returns its URL, a dispose function, the Miniflare instance, and where
 * (data folder, store) it keeps the instance's data.
 * Resolves only once the instance answered (configuration valid, data migrated and seeded);
 * rejects with the worker's own explanation otherwise.
 */
export async function startServer({
  port = Number(process.env.PORT ?? 8787),
  host = process.env.HOST ?? "127.0.0.1",
  persistRoot = process.env.SQUEEZE_PERSIST ?? defaultPersistRoot,
  vars = {},
} = {}) {
  await ensurePortFree(port, host);
  const config = JSON.parse(readFileSync(join(serverDir, "wrangler.json"), "utf8"));
  const entry = join(serverDir, config.main);
  const modules = [entry, ...listModules(serverDir).filter((path) => path !== entry)].map((path) => ({
    // WebAssembly (QuickJS, and libxml2 precompiled at build time) arrives compiled: workerd compiles none at run time.
    type: path.endsWith(".wasm") ? "CompiledWasm" : "ESModule",
    path,
    contents: readFileSync(path),
  }));
  const bindings = {
    ...config.vars,
    ...Object.fromEntries(passedThrough.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]])),
    OPERATOR_TOKEN: operatorToken(),
    TRAINER_TOKEN: trainerToken(),
    // This is a local run: the worker may fall back to its built-in flag key.
    SQUEEZE_RUNTIME: "local",
    ...vars,
  };
  const assetsDir = resolve(serverDir, config.assets.directory);
  const sqliteClasses = new Set(config.migrations.flatMap((m) => m.new_sqlite_classes ?? []));
  const mf = new Miniflare({
    host,
    port,
    // For looking into the worker's heap (docs/performance.md): Chrome DevTools or a CDP client.
    inspectorPort: process.env.SQUEEZE_INSPECTOR_PORT ? Number(process.env.SQUEEZE_INSPECTOR_PORT) : undefined,
    defaultPersistRoot: persistRoot,
    workers: [
      {
        name: config.name,
        modules,
        modulesRoot: serverDir,
        compatibilityDate: config.compatibility_date,
        compatibilityFlags: config.compatibility_flags,
        bindings,
        // The id names the local SQLite file; the deploy creates the remote database (no id in wrangler.toml).
        d1Databases: Object.fromEntries(config.d1_databases.map((d) => [d.binding, d.database_id ?? localDatabaseId(d)])),
        durableObjects: Object.fromEntries(
          config.durable_objects.bindings.map((b) => [b.name, { className: b.class_name, useSQLite: sqliteClasses.has(b.class_name) }]),
        ),
        assets: {
          directory: assetsDir,
          binding: config.assets.binding,
          routerConfig: { has_user_worker: true, ...workerFirst(config.assets.run_worker_first) },
          assetConfig: { headers: parseAssetHeaders(readFileSync(join(assetsDir, "_headers"), "utf8")) },
        },
      },
    ],
  });
  const url = await mf.ready;
  const dispose = () => mf.dispose();
  const mode = bindings.SQUEEZE_MODE || "single";
  // The first API call prepares the instance: validates configuration, migrates, seeds. A cohort
  // deployment has no instance before a student joins: its join page shows the configuration is valid.
  const probe = await mf.dispatchFetch(new URL(mode === "cohort" ? "/join" : "/rest/admin/application-version", url));
  if (!probe.ok) {
    const body = await probe.text();
    await dispose();
    let reason = body;
    try {
      reason = JSON.parse(body).error ?? body;
    } catch {}
    throw new Error(reason);
  }
  return {
    url: url.toString().replace(/\/$/, ""),
    mf,
    dispose,
    persistRoot: resolve(persistRoot),
    store: bindings.SQUEEZE_STORE || (mode === "cohort" ? "durable-object" : "d1"),
    mode,
    trainerToken: bindings.TRAINER_TOKEN,
  };
}
