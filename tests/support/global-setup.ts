import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    operatorToken: string;
  }
}

/** One real worker (the built one, served by Miniflare as in npm start) on a fresh data folder. */
export default async function setup(project: TestProject) {
  const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-vitest-"));
  const operatorToken = "vitest-operator-token";
  const server = (await startServer({ port: 0, persistRoot, vars: { OPERATOR_TOKEN: operatorToken } })) as {
    url: string;
    dispose(): Promise<void>;
  };
  project.provide("baseUrl", server.url);
  project.provide("operatorToken", operatorToken);
  return async () => {
    await server.dispose();
    rmSync(persistRoot, { recursive: true, force: true });
  };
}
