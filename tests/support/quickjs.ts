import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import releaseSync from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant, newVariant } from "quickjs-emscripten-core";
import { createSandbox, type Sandbox } from "../../worker/lib/sandbox-core";

const require = createRequire(import.meta.url);

/**
 * The sandbox core over the same wasm file and the same bounded memory as in the worker, compiled
 * from node_modules here (the worker gets it through the bundler's `.wasm` import instead).
 */
export async function nodeSandbox(onBroken?: () => void): Promise<Sandbox> {
  const wasmModule = new WebAssembly.Module(readFileSync(require.resolve("@jitl/quickjs-wasmfile-release-sync/wasm")));
  const wasmMemory = new WebAssembly.Memory({ initial: 256, maximum: 512 });
  return createSandbox(await newQuickJSWASMModuleFromVariant(newVariant(releaseSync, { wasmModule, wasmMemory })), { onBroken });
}
