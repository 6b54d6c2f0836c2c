import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/server.mjs";
import type { StoreName } from "../../worker/config/stores";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    operatorToken: string;
    store: StoreName;
  }
}

/**
 * One real worker (the built one, served by Miniflare as in npm start) on a fresh data folder,
 * with the project's store.
 */
export default async function setup(project: TestProject) {
  const store = project.config.provide.store;
  const persistRoot = mkdtempSync(join(tmpdir(), `squeeze-vitest-${store}-`));
  const operatorToken = "vitest-operator-token";
  const server = (await startServer({ port: 0, persistRoot, vars: { OPERATOR_TOKEN: operatorToken, SQUEEZE_STORE: store } })) as {
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
