import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { dirname } from "node:path";

/**
 * Miniflare with V8 flags for workerd's isolates. Miniflare offers no option for workerd's
 * `v8Flags` (its config's root field), and workerd takes none on its command line; with V8's
 * default young generation (semi-spaces that grow to 16 MB and more per isolate, kept), workerd
 * grows from ~40 MB to ~440 MB under load and stays there, even serving a worker that answers "ok"
 * (docs/performance.md, "Memory"). So the Miniflare module is compiled here with one field added to
 * the config it sends workerd. When the pinned Miniflare no longer has the line this relies on, the
 * plain module is used, and tests/scripts/miniflare-v8.test.ts fails to say so.
 */
export const workerdV8Flags = ["--max-semi-space-size=1"];

/** The line of Miniflare's config assembly that the field is added after. */
export const anchor = "structuredLogging: this.#structuredWorkerdLogs";

const require = createRequire(import.meta.url);

export function loadMiniflare(flags = workerdV8Flags) {
  const file = require.resolve("miniflare");
  const source = readFileSync(file, "utf8");
  if (flags.length === 0 || source.split(anchor).length !== 2) return { ...require("miniflare"), v8FlagsApplied: false };
  const patched = new Module(file);
  patched.filename = file;
  patched.paths = Module._nodeModulePaths(dirname(file));
  patched._compile(source.replace(anchor, `${anchor}, v8Flags: ${JSON.stringify(flags)}`), file);
  return { ...patched.exports, v8FlagsApplied: true };
}
