import type { Sandbox } from "./sandbox-core";

export type {
  HostFunction,
  Json,
  Sandbox,
  SandboxFailure,
  SandboxLimits,
  SandboxResult,
  SandboxSession,
  SessionOptions,
} from "./sandbox-core";

let loading: Promise<Sandbox> | undefined;

/**
 * The QuickJS sandbox (sandbox-core.ts), loaded on first use: the module (about 250 KiB of wasm)
 * stays out of the first page and of every API call that does not run guest code. One module per
 * isolate; a module that failed is replaced on the next call.
 */
export function loadSandbox(): Promise<Sandbox> {
  if (!loading) {
    const attempt = Promise.all([import("./sandbox-core"), import("./sandbox-wasm")]).then(async ([core, wasm]) =>
      core.createSandbox(await wasm.loadQuickJs(), {
        onBroken: () => {
          if (loading === attempt) loading = undefined;
        },
      }),
    );
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}
