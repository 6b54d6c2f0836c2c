import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export const root = join(import.meta.dirname, "../..");

function filesIn(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

const read = (dirs: string[], pattern: RegExp): SourceFile[] =>
  dirs.flatMap((dir) => filesIn(join(root, dir), pattern)).map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }));

/** The shop's own code: where vulnerabilities and detectors live. */
export const sourceFiles = (): SourceFile[] => read(["worker", "party", "app"], /\.(ts|tsx)$/).filter((f) => !f.path.endsWith(".d.ts"));

/** The test files that can prove a solve: challenge tests over HTTP and browser tests. */
export const exploitTestFiles = (): SourceFile[] => read(["tests/challenges", "tests/e2e"], /\.(test|spec)\.ts$/);

export interface Fence {
  path: string;
  keys: string[];
  /** Lines marked `vuln-line` inside the fence. */
  vulnLines: number;
}

/**
 * The `vuln-code-snippet` fences of a file: `start <keys>` … `end <keys>`, with `vuln-line <keys>`
 * marks inside. Throws when starts and ends do not pair up.
 */
export function fencesOf({ path, text }: SourceFile): Fence[] {
  const fences: Fence[] = [];
  const open: Fence[] = [];
  for (const match of text.matchAll(/vuln-code-snippet (start|end|vuln-line|neutral-line) ([\w ]+)/g)) {
    const keys = match[2]!.trim().split(/\s+/);
    if (match[1] === "start") open.push({ path, keys, vulnLines: 0 });
    else if (match[1] === "end") {
      const fence = open.pop();
      if (!fence || fence.keys.join(" ") !== keys.join(" ")) throw new Error(`${path}: "end ${keys.join(" ")}" closes no matching start`);
      fences.push(fence);
    } else if (match[1] === "vuln-line") {
      for (const key of keys) {
        const fence = open.find((f) => f.keys.includes(key));
        if (!fence) throw new Error(`${path}: vuln-line ${key} outside its fence`);
        fence.vulnLines++;
      }
    }
  }
  if (open.length > 0) throw new Error(`${path}: "start ${open[0]!.keys.join(" ")}" is never ended`);
  return fences;
}

/**
 * Where a challenge is detected: the files that import its module and use it where they solve.
 * `moduleFile` is the module's file name in worker/challenges/catalogue/.
 */
export function detectorFiles(sources: SourceFile[], moduleFile: string): string[] {
  const module = moduleFile.replace(/\.ts$/, "");
  return sources
    .filter(({ text }) => {
      const imported = new RegExp(`import (\\w+) from "[\\w./-]*catalogue/${module}"`).exec(text);
      // Imported, used beyond the import (directly in solveIf, or in a table a solveIf loop reads),
      // in a file that solves.
      const uses = imported ? text.match(new RegExp(`\\b${imported[1]}\\b`, "g"))?.length ?? 0 : 0;
      return uses > 1 && /\bsolve(If)?\(/.test(text);
    })
    .map((f) => f.path);
}
