import releaseSync from "@jitl/quickjs-wasmfile-release-sync";
import quickJsWasm from "#quickjs-wasm";
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSWASMModule } from "quickjs-emscripten-core";

/**
 * QuickJS for the worker: the wasm file arrives as a compiled module through the bundler's `.wasm`
 * import (workerd forbids compiling wasm at run time). Its memory is bounded: a guest's heap limit
 * alone does not stop the wasm memory from growing to gigabytes, and wasm memory never shrinks.
 * 512 pages of 64 KiB are 32 MiB. Imported only by sandbox.ts, lazily.
 */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  const wasmMemory = new WebAssembly.Memory({ initial: 256, maximum: 512 });
  return newQuickJSWASMModuleFromVariant(newVariant(releaseSync, { wasmModule: quickJsWasm, wasmMemory }));
}
