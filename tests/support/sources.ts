import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { shopSources } from "../../scripts/vite-plugins.mjs";
import { fencesOf as fencesIn, type Fence } from "../../worker/challenges/snippet-markers";

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

/** The shop's own code: where vulnerabilities and detectors live (the files the snippets are read from). */
export const sourceFiles = (): SourceFile[] => shopSources(root);

/** The test files that can prove a solve: challenge tests over HTTP and browser tests. */
export const exploitTestFiles = (): SourceFile[] => read(["tests/challenges", "tests/e2e"], /\.(test|spec)\.ts$/);

export type { Fence };

/** The `vuln-code-snippet` fences of a file (throws when they do not pair up). */
export const fencesOf = ({ path, text }: SourceFile): Fence[] => fencesIn(path, text);

/**
 * Detectors that find their challenges in the registry by a field of the module, not by importing
 * it: the field, and the file that reads it and solves.
 */
export const fieldDetectors = [
  { field: "reportedIn", path: "worker/lib/reports.ts" },
  { field: "paddingImage", path: "worker/routes/padding-images.ts" },
] as const;

/**
 * Where a challenge is detected: the files that import its module and use it where they solve,
 * and the field detectors for the fields its module has (each only if its file really reads the
 * field from the registry and solves). `moduleFile` is the module's file name in
 * worker/challenges/catalogue/.
 */
export function detectorFiles(sources: SourceFile[], moduleFile: string, challenge?: object): string[] {
  const module = moduleFile.replace(/\.ts$/, "");
  const solves = (text: string) => /\bsolve(If)?\(/.test(text);
  const importing = sources
    .filter(({ text }) => {
      const imported = new RegExp(`import (\\w+) from "[\\w./-]*catalogue/${module}"`).exec(text);
      // Imported, used beyond the import (directly in solveIf, or in a table a solveIf loop reads),
      // in a file that solves.
      const uses = imported ? text.match(new RegExp(`\\b${imported[1]}\\b`, "g"))?.length ?? 0 : 0;
      return uses > 1 && solves(text);
    })
    .map((f) => f.path);
  const byField = fieldDetectors
    .filter(({ field, path }) => {
      if (!challenge || !(field in challenge)) return false;
      const text = sources.find((f) => f.path === path)?.text ?? "";
      return text.includes("challenges/registry") && text.includes(`.${field}`) && solves(text);
    })
    .map((d) => d.path);
  return [...new Set([...importing, ...byField])];
}
