#!/usr/bin/env node
// npm run deploy: build, apply the D1 migrations (by binding name), then deploy the worker.
// `--dry-run` prints the steps and checks the deploy without an account (wrangler deploy --dry-run).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { root } from "./server.mjs";

const dryRun = process.argv.includes("--dry-run");
const bin = (name) => join(root, "node_modules/.bin", name);

function run(label, command, args, { optional = false } = {}) {
  console.log(`▶ ${label}: ${[command.split("/").pop(), ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status === 0) return true;
  if (optional) return false;
  console.error(`✘ ${label} failed`);
  process.exit(result.status ?? 1);
}

run("build", bin("react-router"), ["build"]);
if (dryRun) {
  console.log("▶ migrations: wrangler d1 migrations apply DB --remote (skipped in a dry run: it needs the account)");
  run("deploy", bin("wrangler"), ["deploy", "--dry-run", "--outdir", join(root, ".wrangler/deploy-dry-run")]);
} else {
  // On the very first deploy the database does not exist yet: wrangler deploy creates it, and the
  // worker applies the same migrations itself on its first request (worker/instance/lifecycle.ts).
  const migrated = run("migrations", bin("wrangler"), ["d1", "migrations", "apply", "DB", "--remote"], { optional: true });
  if (!migrated) console.log("  The database is not there yet: the deploy creates it, and the worker migrates it on its first request.");
  run("deploy", bin("wrangler"), ["deploy"]);
}
