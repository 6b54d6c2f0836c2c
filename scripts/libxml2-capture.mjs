#!/usr/bin/env node
// Build-time helper of scripts/libxml2-workerd.mjs, run in a child process of its own because it
// swaps the global WebAssembly constructors while libxml2-wasm loads.
//
// workerd refuses to compile WebAssembly at run time, and libxml2-wasm compiles twice: its main
// module (inlined as a string in libxml2raw.mjs) when it loads, and one tiny wrapper module per
// callback signature whenever it turns a JS function into a wasm function (addFunction). Under Node
// both compile fine, so we load the library here, keep the bytes it compiles, and write them out:
//   <out>/libxml2.wasm           the main module
//   <out>/wrapper-<sig>.wasm     one wrapper per signature
//   <out>/wrappers.json          { "<bytes joined by commas>": "<sig>" }, how the patch finds them
// Usage: node scripts/libxml2-capture.mjs <out-dir> <signature>...
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [outDir, ...signatures] = process.argv.slice(2);
if (!outDir || signatures.length === 0) throw new Error("usage: libxml2-capture.mjs <out-dir> <signature>...");

let mainModule;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = (source, imports) => {
  if (!mainModule && (source instanceof Uint8Array || source instanceof ArrayBuffer)) mainModule = new Uint8Array(source);
  return instantiate(source, imports);
};
let lastWrapper;
const NativeModule = WebAssembly.Module;
function CapturingModule(bytes) {
  // The wrappers are a few dozen bytes; anything large is not one of them.
  if (bytes.byteLength < 256) lastWrapper = new Uint8Array(bytes);
  return new NativeModule(bytes);
}
CapturingModule.imports = NativeModule.imports;
CapturingModule.exports = NativeModule.exports;
CapturingModule.customSections = NativeModule.customSections;
WebAssembly.Module = CapturingModule;

const rawUrl = pathToFileURL(join(process.cwd(), "node_modules/libxml2-wasm/lib/libxml2raw.mjs")).href;
const { default: loadModule } = await import(rawUrl);
const module = await loadModule();
if (!mainModule) throw new Error("libxml2-wasm did not instantiate its main module from bytes (package changed?)");

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "libxml2.wasm"), mainModule);
const wrappers = {};
for (const signature of signatures) {
  lastWrapper = undefined;
  module.addFunction(() => 0, signature);
  if (!lastWrapper) throw new Error(`no wrapper module was compiled for signature ${signature}`);
  writeFileSync(join(outDir, `wrapper-${signature}.wasm`), lastWrapper);
  wrappers[Array.from(lastWrapper).join(",")] = signature;
}
writeFileSync(join(outDir, "wrappers.json"), JSON.stringify(wrappers));
