import { readFileSync } from "node:fs";

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
