import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { snippetsOf } from "../worker/challenges/snippet-markers.ts";

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
const shopFolders = ["worker", "party", "app"];
const shopFile = /\.(tsx?|ya?ml)$/;

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
