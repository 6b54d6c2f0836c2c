import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/server.mjs";
import type { StoreName } from "../../worker/config/stores";
import { startFakeModel } from "./fake-model";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    operatorToken: string;
    store: StoreName;
    /** The scripted model the server's LLM chat talks to (tests/support/fake-model.ts). */
    fakeModelUrl: string;
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
  // The LLM chat's model: a scripted fake on loopback, up before the server that calls it.
  const model = await startFakeModel();
  const llm = { LLM_PROVIDER: "openai", LLM_BASE_URL: `${model.url}/v1`, LLM_MODEL: "squeeze-fake", LLM_API_KEY: "vitest-model-key" };
  const server = (await startServer({ port: 0, persistRoot, vars: { OPERATOR_TOKEN: operatorToken, SQUEEZE_STORE: store, ...llm } })) as {
    url: string;
    dispose(): Promise<void>;
  };
  project.provide("baseUrl", server.url);
  project.provide("operatorToken", operatorToken);
  project.provide("fakeModelUrl", model.url);
  return async () => {
    await server.dispose();
    await model.close();
    rmSync(persistRoot, { recursive: true, force: true });
  };
}
