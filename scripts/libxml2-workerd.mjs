import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Makes libxml2-wasm run inside workerd, which forbids compiling WebAssembly at run time
 * (docs/decisions/0018-libxml2-wasm.md). At build time, scripts/libxml2-capture.mjs loads the
 * library under Node and keeps the wasm modules it compiles; this plugin then rewrites the
 * library's two loader files so they import those modules precompiled (the Cloudflare plugin turns
 * `.wasm` imports into compiled modules) instead of compiling bytes.
 *
 * The rewrites match minified text of one exact release. Any other version, or a patch point that
 * is missing or not unique, fails the build instead of producing a worker that breaks at run time.
 */
export const patchedVersion = "0.7.2";

const root = process.cwd();
const libDir = join(root, "node_modules/libxml2-wasm/lib");
const outDir = join(root, "node_modules/.cache/libxml2-wasm-workerd", patchedVersion);

const isLoader = (id) => /[\\/]libxml2-wasm[\\/]lib[\\/]libxml2\.mjs$/.test(id);
const isRaw = (id) => /[\\/]libxml2-wasm[\\/]lib[\\/]libxml2raw\.mjs$/.test(id);

function fail(message) {
  throw new Error(`libxml2-wasm workerd patch: ${message}`);
}

/** Replaces `from` by `to`, which must occur exactly once in `text`. */
function replaceOnce(text, from, to, what) {
  const first = text.indexOf(from);
  if (first < 0) fail(`${what}: patch point not found; it is written for libxml2-wasm ${patchedVersion} exactly`);
  if (text.indexOf(from, first + from.length) >= 0) fail(`${what}: patch point is not unique`);
  return text.slice(0, first) + to + text.slice(first + from.length);
}

function checkVersion() {
  const manifest = join(root, "node_modules/libxml2-wasm/package.json");
  if (!existsSync(manifest)) fail("libxml2-wasm is not installed (npm install)");
  const { version } = JSON.parse(readFileSync(manifest, "utf8"));
  if (version !== patchedVersion) {
    fail(`installed ${version}, but the patch is written for ${patchedVersion}; re-check its patch points, then raise patchedVersion`);
  }
}

/** The callback signatures the library passes to addFunction (each needs a precompiled wrapper). */
function wrapperSignatures() {
  const signatures = new Set();
  for (const file of ["libxml2.mjs", "c14n.mjs", "utils.mjs", "document.mjs", "validates.mjs"]) {
    const path = join(libDir, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, "utf8");
    for (const call of text.matchAll(/addFunction\(/g)) {
      const signature = /,\s*'([vijfd]+)'\)/.exec(text.slice(call.index));
      if (signature) signatures.add(signature[1]);
    }
  }
  if (signatures.size === 0) fail("found no addFunction signatures in the library");
  return [...signatures].sort();
}

/** Captures the modules once per version (node_modules/.cache), and returns the wrapper table. */
export function captureModules() {
  const signatures = wrapperSignatures();
  const table = join(outDir, "wrappers.json");
  const have = existsSync(table) ? Object.values(JSON.parse(readFileSync(table, "utf8"))).sort() : [];
  if (have.join() !== signatures.join() || !existsSync(join(outDir, "libxml2.wasm"))) {
    execFileSync(process.execPath, [join(root, "scripts/libxml2-capture.mjs"), outDir, ...signatures], { cwd: root, stdio: "inherit" });
  }
  return JSON.parse(readFileSync(table, "utf8"));
}

export function patchLoader(source) {
  // Instantiate the precompiled main module synchronously: a failure then rejects the import
  // instead of leaving the library's top-level await pending forever.
  return (
    `import __libxml2Module from ${JSON.stringify(join(outDir, "libxml2.wasm"))};\n` +
    replaceOnce(
      source,
      "await moduleLoader()",
      "await moduleLoader({ instantiateWasm(imports, done) { done(new WebAssembly.Instance(__libxml2Module, imports), __libxml2Module); return {}; } })",
      "main module loader",
    )
  );
}

export function patchRaw(source, wrappers) {
  // The 800 KB inline copy of the main module is never used once instantiateWasm is given.
  const inlineStart = "pa??=ea('";
  const inlineEnd = "');return a((await sa(c)).instance)";
  const start = source.indexOf(inlineStart);
  const end = source.indexOf(inlineEnd);
  if (start < 0 || end < start || source.indexOf(inlineStart, start + 1) >= 0) fail("inline main module: patch point not found or not unique");
  let patched = `${source.slice(0, start)}pa??=new Uint8Array(0${source.slice(end + 1)}`;
  // With nodejs_compat, process.versions.node exists and emscripten would take its Node path
  // (createRequire, node:fs). workerd must take the web path.
  patched = replaceOnce(patched, 'h=globalThis.process?.versions?.node&&"renderer"!=globalThis.process?.type', "h=!1", "Node detection");
  const entries = Object.entries(wrappers);
  const imports = entries.map(([, sig], i) => `import __wrapper${i} from ${JSON.stringify(join(outDir, `wrapper-${sig}.wasm`))};`).join("\n");
  const table = `const __wrappers = new Map([${entries.map(([bytes], i) => `[${JSON.stringify(bytes)}, __wrapper${i}]`).join(", ")}]);`;
  patched = replaceOnce(
    patched,
    "c=new WebAssembly.Module(c);",
    'c=__wrappers.get(Array.from(c).join(","));if(!c)throw new Error("libxml2-wasm: no precompiled wrapper for this callback signature");',
    "callback wrapper compile",
  );
  return `${imports}\n${table}\n${patched}`;
}

/**
 * The Vite plugin (its place among the plugins does not matter: it only loads the two library files).
 * @returns {import("vite").Plugin}
 */
export function libxml2Workerd() {
  let wrappers;
  return {
    name: "squeeze-libxml2-workerd",
    enforce: "pre",
    // The dev server pre-bundles dependencies with esbuild, past this plugin's load hook.
    config: () => ({ optimizeDeps: { exclude: ["libxml2-wasm"] }, ssr: { optimizeDeps: { exclude: ["libxml2-wasm"] } } }),
    buildStart() {
      checkVersion();
      wrappers = captureModules();
    },
    load(id) {
      const file = id.split("?")[0];
      if (isLoader(file)) return patchLoader(readFileSync(file, "utf8"));
      if (isRaw(file)) return patchRaw(readFileSync(file, "utf8"), wrappers ?? captureModules());
      return null;
    },
  };
}
