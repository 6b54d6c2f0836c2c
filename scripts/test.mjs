#!/usr/bin/env node
// npm test: type check, build, vitest (unit + API + challenges against the built worker), Playwright.
import "./env.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./server.mjs";

const bin = (name) => join(root, "node_modules/.bin", name);

/** Debian's chromium (or another system Chrome), else Playwright's own download; null if none. */
async function findChromium() {
  const candidates = [process.env.SQUEEZE_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const system = candidates.find((path) => path && existsSync(path));
  if (system) return system;
  const { chromium } = await import("@playwright/test");
  return existsSync(chromium.executablePath()) ? "" : null;
}

function step(name, command, args, env = {}) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✘ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

const chromium = await findChromium();
if (chromium === null) {
  console.error(
    "No Chromium for the browser tests. Install one, then run npm test again:\n" +
      "  Debian/Ubuntu:       sudo apt-get install -y chromium\n" +
      "  with internet access: npx playwright install chromium\n" +
      "  or point SQUEEZE_CHROMIUM at a Chrome/Chromium binary.",
  );
  process.exit(1);
}

step("type check", "npm", ["run", "--silent", "typecheck"]);
step("build", bin("react-router"), ["build"]);
const vitestReport = join(root, ".test-reports/vitest.json");
const playwrightReport = join(root, ".test-reports/playwright.json");
step("unit, API and challenge tests (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
step("browser tests (Playwright)", bin("playwright"), ["test"], {
  SQUEEZE_CHROMIUM: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});

// What the tests saw, against the registry: every challenge proven solved and unsolved
// (tests/proofs/). Reads the two reports above, so it runs after both.
step("every challenge proven both ways", bin("vitest"), ["run", "--project", "proofs"], { SQUEEZE_PROOFS: "1" });

// One closing line over both runners.
const vitest = JSON.parse(readFileSync(vitestReport, "utf8"));
const playwright = JSON.parse(readFileSync(playwrightReport, "utf8")).stats;
const passed = vitest.numPassedTests + playwright.expected;
const failed = vitest.numFailedTests + playwright.unexpected;
console.log(`\n${passed} passed, ${failed} failed`);
