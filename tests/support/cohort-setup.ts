import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    trainerToken: string;
  }
}

/** One cohort deployment (the built worker in cohort mode, as `SQUEEZE_MODE=cohort npm start`) on a fresh data folder. */
export default async function setup(project: TestProject) {
  const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-vitest-cohort-"));
  const trainerToken = "vitest-trainer-token-0123456789";
  const server = (await startServer({
    port: 0,
    persistRoot,
    vars: { SQUEEZE_MODE: "cohort", TRAINER_TOKEN: trainerToken, OPERATOR_TOKEN: "vitest-operator-token" },
  })) as { url: string; dispose(): Promise<void> };
  project.provide("baseUrl", server.url);
  project.provide("trainerToken", trainerToken);
  project.provide("operatorToken", "vitest-operator-token");
  project.provide("store", "durable-object");
  return async () => {
    await server.dispose();
    rmSync(persistRoot, { recursive: true, force: true });
  };
}
