import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { snippetsOf } from "../worker/challenges/snippet-markers.ts";
import { compileContracts, contractsFolder } from "./solidity.mjs";

/**
 * `import data from "./file.bin?base64"` gives the file's bytes as a base64 string: how the seed's
 * files (some binary) reach the worker, which has no file system (worker/db/seed/files/).
 * @returns {import("vite").Plugin}
 */
export function base64Files() {
  return {
    name: "squeeze-base64-files",
    enforce: "pre",
    load(id) {
      if (!id.endsWith("?base64")) return null;
      const path = id.slice(0, -"?base64".length);
      this.addWatchFile(path);
      return `export default ${JSON.stringify(readFileSync(path).toString("base64"))};`;
    },
  };
}

/** The folders of the shop's own code, where vulnerabilities live fenced by snippet markers. */
const shopFolders = ["worker", "party", "app", contractsFolder];
const shopFile = /\.(tsx?|ya?ml|sol)$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(path);
    return shopFile.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/**
 * The shop's own source files, `{ path, text }` with paths relative to `root` (forward slashes):
 * what the snippets are read from, and what the catalogue tests read.
 */
export function shopSources(root) {
  return shopFolders
    .flatMap((folder) => filesUnder(join(root, folder)))
    .map((path) => ({ path: relative(root, path).split(sep).join("/"), text: readFileSync(path, "utf8") }));
}

const snippetsId = "virtual:squeeze-snippets";

/**
 * `import snippets from "virtual:squeeze-snippets"`: every challenge's code snippet, read at build
 * time from the `vuln-code-snippet` fences of the shop's own code (the worker has no file system
 * to read them from). Keyed by challenge key; a key fenced in more than one place has none (the
 * coding challenges' consistency test says so).
 * @returns {import("vite").Plugin}
 */
export function codeSnippets() {
  let root = process.cwd();
  const resolved = `\0${snippetsId}`;
  return {
    name: "squeeze-code-snippets",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === snippetsId ? resolved : null;
    },
    load(id) {
      if (id !== resolved) return null;
      const found = new Map();
      for (const { path, text } of shopSources(root)) {
        this.addWatchFile(join(root, path));
        for (const snippet of snippetsOf(path, text)) found.set(snippet.key, [...(found.get(snippet.key) ?? []), snippet]);
      }
      const single = Object.fromEntries([...found].filter(([, list]) => list.length === 1).map(([key, [snippet]]) => [key, snippet]));
      return `export default ${JSON.stringify(single)};`;
    },
    // In the dev server, an edited source file may have moved a fence: read them again.
    hotUpdate({ file }) {
      if (!shopFile.test(file)) return;
      const module = this.environment.moduleGraph.getModuleById(resolved);
      if (module) this.environment.moduleGraph.invalidateModule(module);
    },
  };
}

const contractsId = "virtual:squeeze-contracts";

/**
 * `import contracts from "virtual:squeeze-contracts"`: the Solidity contracts of contracts/,
 * compiled at build time by the pinned solc (scripts/solidity.mjs): ABI, bytecode and published
 * source per contract. The worker runs them on each instance's chain and never compiles; only the
 * Web3 routes import this, through a dynamic import, so it stays off the ordinary API path.
 * @returns {import("vite").Plugin}
 */
export function solidityContracts() {
  let root = process.cwd();
  const resolved = `\0${contractsId}`;
  return {
    name: "squeeze-solidity-contracts",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === contractsId ? resolved : null;
    },
    load(id) {
      if (id !== resolved) return null;
      const contracts = compileContracts(root);
      for (const { path } of Object.values(contracts)) this.addWatchFile(join(root, path));
      return `export default ${JSON.stringify(contracts)};`;
    },
    hotUpdate({ file }) {
      if (!file.endsWith(".sol")) return;
      const module = this.environment.moduleGraph.getModuleById(resolved);
      if (module) this.environment.moduleGraph.invalidateModule(module);
    },
  };
}

/** The files of swagger-ui-dist the /api-docs page loads, and the notices its licence asks to ship with them. */
const swaggerUiFiles = ["swagger-ui-bundle.js", "swagger-ui.css", "swagger-ui-bundle.js.LICENSE.txt", "LICENSE", "NOTICE"];
/** Where they are served from (worker/routes/api-docs.ts links them): static files of the client build. */
export const swaggerUiFolder = "swagger-ui";

function swaggerUiFile(name) {
  const path = join(dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json")), name);
  // The stylesheet names a source map we do not ship; a browser's developer tools would ask for it.
  return name.endsWith(".css") ? readFileSync(path, "utf8").replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, "") : readFileSync(path);
}

/**
 * Swagger UI for the /api-docs page: its files (from the pinned swagger-ui-dist) become static
 * files of the client build under /swagger-ui/, and the dev server serves them from node_modules.
 * No page of the shop imports them, so they stay off the shop's first load; only the /api-docs
 * page (rendered by the worker) links them.
 * @returns {import("vite").Plugin}
 */
export function swaggerUi() {
  const types = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };
  return {
    name: "squeeze-swagger-ui",
    // Before the Cloudflare plugin: its dev middleware hands every request to the worker.
    enforce: "pre",
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const name of swaggerUiFiles) this.emitFile({ type: "asset", fileName: `${swaggerUiFolder}/${name}`, source: swaggerUiFile(name) });
    },
    configureServer(server) {
      server.middlewares.use(`/${swaggerUiFolder}`, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? "").split("?")[0].replace(/^\//, ""));
        if (!swaggerUiFiles.includes(name)) return next();
        res.setHeader("Content-Type", types[name.slice(name.lastIndexOf("."))] ?? "text/plain; charset=utf-8");
        res.end(swaggerUiFile(name));
      });
    },
  };
}

/**
 * sanitize-html 1.4.2 (the feedback sanitizer, vulnerable on purpose: decision 0041) parses with
 * htmlparser2 3.3, written for Node: its Parser inherits from `events` through `util`, and its
 * stream classes (which the sanitizer never uses, but a bundle still loads) from `stream`. The
 * worker runs without nodejs_compat, so for imports from inside htmlparser2 only, these resolve to
 * the few lines below: `inherits`, an event emitter, and a Writable to inherit from.
 * @returns {import("vite").Plugin}
 */
export function oldHtmlparser2Shims() {
  const prefix = "\0squeeze-htmlparser2-shim:";
  const eventEmitter = `class EventEmitter {
  on(name, listener) { ((this._events ??= {})[name] ??= []).push(listener); return this; }
  emit(name, ...args) { for (const listener of this._events?.[name] ?? []) listener.apply(this, args); return Boolean(this._events?.[name]?.length); }
}`;
  const shims = {
    util: `export function inherits(ctor, superCtor) { ctor.super_ = superCtor; Object.setPrototypeOf(ctor.prototype, superCtor.prototype); }
export default { inherits };`,
    events: `${eventEmitter}\nexport { EventEmitter };\nexport default { EventEmitter };`,
    stream: `${eventEmitter}\nclass Writable extends EventEmitter {}\nexport { Writable };\nexport default { Writable };`,
  };
  const aliases = { util: "util", events: "events", stream: "stream", "readable-stream": "stream" };
  return {
    name: "squeeze-old-htmlparser2-shims",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]htmlparser2[\\/]/.test(importer)) return null;
      const shim = aliases[source];
      return shim ? `${prefix}${shim}` : null;
    },
    load(id) {
      return id.startsWith(prefix) ? shims[id.slice(prefix.length)] : null;
    },
    // Its lodash 2.4 finds the global object as `window`, else a Node `global`, else `this` (which
    // the bundle makes the module's exports): in a worker, point `window` at the real one.
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sanitize-html[\\/]node_modules[\\/]lodash[\\/]dist[\\/]lodash\.js$/.test(id)) return null;
      return { code: `var window = globalThis;\n${code}`, map: null };
    },
  };
}

/**
 * The translations (locales/, docs/translating.md): each language's files and the pseudo-locale's
 * become static files of the client build under /_i18n/<language>/, which the worker reads through
 * ASSETS when a request asks for that language (never bundled: 40-odd languages would swell the
 * worker past what a deploy accepts, and every isolate would carry them). `virtual:i18n-manifest`
 * gives the worker each language's completeness, counted from the files at build time.
 * @returns {import("vite").Plugin}
 */
export function translations() {
  const manifestId = "virtual:i18n-manifest";
  return {
    name: "squeeze-translations",
    resolveId: (id) => (id === manifestId ? `\0${manifestId}` : undefined),
    async load(id) {
      if (id !== `\0${manifestId}`) return undefined;
      const { completeness } = await import("./i18n.mjs");
      return `export default ${JSON.stringify(completeness())};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { builtFolder, localeFolders, parts, pseudoFile, pseudoLocale, readPart } = await import("./i18n.mjs");
      const emit = (language, part, texts) =>
        this.emitFile({ type: "asset", fileName: `${builtFolder}/${language}/${part}.json`, source: JSON.stringify(texts) });
      for (const part of parts) {
        for (const language of localeFolders()) if (language !== "en") emit(language, part, readPart(language, part));
        emit(pseudoLocale, part, pseudoFile(readPart("en", part)));
      }
    },
  };
}
