import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);
/**
 * A second instance on the ctf preset, for what only that preset shows (flags, countries). It keeps
 * its data in its own Durable Object (the second store), so the browser sees both stores.
 */
export const ctfPort = port + 1;
/** A cohort deployment (SQUEEZE_MODE=cohort): a trainer and students, each student in a shop of their own. */
export const cohortPort = port + 3;
export const cohortTrainerToken = "e2e-trainer-token-0123456789";
/** The third-party sign-in provider the main instance is configured with (tests/support/oauth-provider.mjs). */
export const oauthProviderPort = port + 9;
const oauthProvider = `http://127.0.0.1:${oauthProviderPort}`;
const thirdPartySignIn = {
  name: "PulpID",
  clientId: "squeeze-e2e",
  authorizeUrl: `${oauthProvider}/authorize`,
  userInfoUrl: `${oauthProvider}/userinfo`,
  authorizedRedirects: [`http://127.0.0.1:${port}/`],
};
/** A third, on the tutorial preset (tutorials first), for the welcome dialog and score board of that mode. */
export const tutorialPort = port + 2;
// scripts/test.mjs finds a browser: Debian's chromium, or Playwright's own (empty path).
const executablePath = process.env.SQUEEZE_CHROMIUM || undefined;

export default defineConfig({
  testDir: "tests/e2e",
  // One shared instance whose state the tests reset: one test at a time.
  workers: 1,
  fullyParallel: false,
  // Generous: axe over the score board's hundred cards takes seconds on a busy 2-core machine, and
  // a test's time is no assertion (figures belong to npm run bench).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs also asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to total the run.
  reporter: [
    ["list"],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as const] : []),
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: [
    {
      command: "node tests/support/oauth-provider.mjs",
      url: `${oauthProvider}/health`,
      reuseExistingServer: false,
      env: { PORT: String(oauthProviderPort) },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${port}/rest/admin/application-version`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        SQUEEZE_PERSIST: ".wrangler/e2e-state",
        OPERATOR_TOKEN: "e2e-operator-token",
        SQUEEZE_CONFIG: JSON.stringify({ application: { thirdPartySignIn } }),
      },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${ctfPort}/rest/admin/application-version`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(ctfPort),
        SQUEEZE_PRESET: "ctf",
        SQUEEZE_STORE: "durable-object",
        SQUEEZE_PERSIST: ".wrangler/e2e-ctf-state",
        OPERATOR_TOKEN: "e2e-operator-token",
      },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${tutorialPort}/rest/admin/application-version`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(tutorialPort),
        SQUEEZE_PRESET: "tutorial",
        SQUEEZE_PERSIST: ".wrangler/e2e-tutorial-state",
        OPERATOR_TOKEN: "e2e-operator-token",
      },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${cohortPort}/join`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(cohortPort),
        SQUEEZE_MODE: "cohort",
        SQUEEZE_PERSIST: ".wrangler/e2e-cohort-state",
        TRAINER_TOKEN: cohortTrainerToken,
        OPERATOR_TOKEN: "e2e-operator-token",
      },
    },
  ],
});
