import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/challenges/**/*.test.ts"],
    // API and challenge tests share one running instance (and reset it): one file at a time.
    fileParallelism: false,
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
