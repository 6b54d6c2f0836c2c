import { defineConfig } from "vitest/config";
import { base64Files, codeSnippets, solidityContracts, translations } from "./scripts/vite-plugins.mjs";

/** The API and challenge tests, once per store: each project starts its own server. */
const againstServer = (store: "d1" | "durable-object") => ({
  extends: true as const,
  test: {
    name: store,
    include: ["tests/api/**/*.test.ts", "tests/challenges/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    provide: { store },
  },
});

export default defineConfig({
  plugins: [base64Files(), codeSnippets(), solidityContracts(), translations()],
  test: {
    // The files of a store share one running instance (and reset it): one file at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/worker/**/*.test.ts"] } },
      againstServer("d1"),
      againstServer("durable-object"),
      // A cohort deployment: routing, isolation between students, the trainer's board.
      { extends: true, test: { name: "cohort", include: ["tests/cohort/**/*.test.ts"], globalSetup: ["tests/support/cohort-setup.ts"] } },
      // npm start and npm run reset themselves, each on data folders of their own.
      { extends: true, test: { name: "scripts", include: ["tests/scripts/**/*.test.ts"] } },
      // Last in npm test, over the reports of the runs before it (SQUEEZE_PROOFS=1): every challenge
      // proven solved and unsolved. Not part of an ordinary run, which has no such reports.
      ...(process.env.SQUEEZE_PROOFS === "1" ? [{ extends: true as const, test: { name: "proofs", include: ["tests/proofs/**/*.test.ts"] } }] : []),
    ],
  },
});
