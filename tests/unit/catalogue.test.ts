import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue, categories } from "../../worker/challenges/catalogue";

const root = join(import.meta.dirname, "../..");
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const sources = ["worker", "party", "app"].flatMap((dir) => sourceFiles(join(root, dir)));
const code = sources.map((path) => ({ path, text: readFileSync(path, "utf8") }));

describe("challenge catalogue", () => {
  it("has unique, stable-looking ids and keys", () => {
    const ids = catalogue.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(999);
    expect(new Set(catalogue.map((c) => c.key)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((c) => c.name)).size).toBe(catalogue.length);
  });

  it("keeps ids append-only: sorted by id, no gaps", () => {
    catalogue.forEach((c, index) => expect(c.id).toBe(index + 1));
  });

  it("uses known categories and difficulties 1 to 6", () => {
    for (const c of catalogue) {
      expect(categories).toContain(c.category);
      expect(c.difficulty).toBeGreaterThanOrEqual(1);
      expect(c.difficulty).toBeLessThanOrEqual(6);
      expect(c.hints.length).toBeGreaterThan(0);
    }
  });

  it("lists only challenges whose detector exists in the code", () => {
    for (const c of catalogue) {
      const detected = code.some(({ text }) => new RegExp(`solve(If)?\\([^)]*"${c.key}"`).test(text));
      expect(detected, `${c.key} has no solve()/solveIf() call`).toBe(true);
    }
  });

  it("fences vulnerabilities with matching vuln-code-snippet markers", () => {
    const keys = new Set<string>(catalogue.map((c) => c.key));
    const fenced = new Set<string>();
    for (const { path, text } of code) {
      const starts = [...text.matchAll(/vuln-code-snippet start ([\w ]+)/g)].map((m) => m[1]!.trim().split(/\s+/));
      const ends = [...text.matchAll(/vuln-code-snippet end ([\w ]+)/g)].map((m) => m[1]!.trim().split(/\s+/));
      expect(ends, path).toEqual(starts);
      for (const names of starts) names.forEach((n) => fenced.add(n));
    }
    // Every fenced challenge that is in the catalogue is a real one, and the catalogue's
    // code-level vulnerabilities are all fenced.
    for (const key of ["loginAdminChallenge", "errorHandlingChallenge", "continueCodeChallenge", "localXssChallenge", "unionSqlInjectionChallenge", "dbSchemaChallenge"]) {
      expect(keys.has(key)).toBe(true);
      expect(fenced.has(key), key).toBe(true);
    }
  });
});
