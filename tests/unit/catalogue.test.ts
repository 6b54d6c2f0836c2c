import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { browserReportTypes } from "../../party/events";
import { catalogue, challengeById, countryMapping, moduleFileOf } from "../../worker/challenges/registry";
import { categories, tags } from "../../worker/challenges/types";
import { docsPath, withCurrentTable } from "../support/catalogue-docs";
import { detectorFiles, exploitTestFiles, fencesOf, root, sourceFiles } from "../support/sources";

/**
 * `npm run catalogue` runs this file with UPDATE_CATALOGUE=1: it rewrites the docs table and
 * records new ids. It never changes an id already recorded.
 */
const updating = process.env.UPDATE_CATALOGUE === "1";
const idsPath = join(import.meta.dirname, "challenge-ids.json");
const sources = sourceFiles();

describe("the challenge modules", () => {
  it("are all found", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(8);
    expect(moduleFileOf.size).toBe(catalogue.length);
  });

  it.each(catalogue.map((c) => [c.key, c] as const))("%s is well formed", (_key, c) => {
    expect(c.id).toBeGreaterThan(0);
    expect(c.id, "999 is the id no challenge has (continueCodeChallenge)").not.toBe(999);
    expect(c.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(categories).toContain(c.category);
    expect([1, 2, 3, 4, 5, 6]).toContain(c.difficulty);
    for (const tag of c.tags) expect(tags).toContain(tag);
    expect(c.hints.length).toBeGreaterThan(0);
    expect(c.ctfCountry.code).toMatch(/^[A-Z]{2}$/);
    if (c.mitigationUrl !== null) expect(c.mitigationUrl).toMatch(/^https:\/\//);
    if (c.browserCheck) expect(browserReportTypes).toContain(c.browserCheck.report);
    if (c.coding) {
      expect(c.coding.fixes.length).toBeGreaterThanOrEqual(3);
      expect(c.coding.fixes.length).toBeLessThanOrEqual(4);
      expect(c.coding.fixes.filter((f) => f.correct)).toHaveLength(1);
    }
  });

  it("have unique ids, keys and names", () => {
    for (const field of ["id", "key", "name"] as const) {
      const values = catalogue.map((c) => c[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it("map every challenge to a country", () => {
    expect(Object.keys(countryMapping).sort()).toEqual(catalogue.map((c) => c.key).sort());
  });
});

describe("challenge ids are stable forever (continue codes encode them)", () => {
  const recorded: Record<string, string> = JSON.parse(readFileSync(idsPath, "utf8"));

  it("no recorded id was removed or given to another challenge", () => {
    for (const [id, key] of Object.entries(recorded)) {
      expect(challengeById.get(Number(id))?.key, `id ${id} was ${key}`).toBe(key);
    }
  });

  it("every id is recorded (run npm run catalogue after adding a challenge)", () => {
    const unrecorded = catalogue.filter((c) => !(String(c.id) in recorded));
    if (updating && unrecorded.length > 0) {
      for (const c of unrecorded) recorded[String(c.id)] = c.key;
      writeFileSync(idsPath, `${JSON.stringify(recorded, null, 2)}\n`);
      return;
    }
    expect(unrecorded.map((c) => `${c.id} ${c.key}`)).toEqual([]);
  });
});

describe("vulnerable code is fenced with vuln-code-snippet markers", () => {
  const fences = sources.flatMap(fencesOf);
  const keys = new Set<string>(catalogue.map((c) => c.key));

  it("every marker names a challenge of the catalogue", () => {
    for (const fence of fences) for (const key of fence.keys) expect(keys.has(key), `${fence.path}: ${key}`).toBe(true);
  });

  it.each(catalogue.map((c) => [c.key, c] as const))("%s: fenced where its vulnerability lives, or says why not", (key, c) => {
    const own = fences.filter((f) => f.keys.includes(key));
    if (c.noVulnerableCode) {
      expect(own, `${key} says it has no vulnerable code`).toEqual([]);
    } else {
      expect(own.length, `${key} has no vuln-code-snippet fence`).toBeGreaterThan(0);
      expect(own.some((f) => f.vulnLines > 0), `${key} marks no vuln-line`).toBe(true);
    }
  });
});

describe("every challenge is really detected and proven", () => {
  it.each(catalogue.map((c) => [c.key, c] as const))("%s has a detector", (key, c) => {
    const detectors = detectorFiles(sources, moduleFileOf.get(key)!, c);
    expect(detectors.length > 0 || c.browserCheck !== undefined, `${key}: nothing solves it`).toBe(true);
  });

  it("each spacer image is one module's own, and a screen of the app loads it", () => {
    const spacers = catalogue.flatMap((c) => (c.paddingImage ? [c.paddingImage] : []));
    expect(spacers.length).toBeGreaterThanOrEqual(5);
    expect(new Set(spacers).size, "two modules name the same spacer").toBe(spacers.length);
    const app = sources.filter((f) => f.path.startsWith("app/"));
    for (const image of spacers) expect(app.some((f) => f.text.includes(`/assets/public/images/padding/${image}`)), image).toBe(true);
  });

  it.each(catalogue.map((c) => [c.key] as const))("%s has an exploit test", (key) => {
    const tests = exploitTestFiles().filter((t) => t.text.includes(`"${key}"`));
    expect(tests.map((t) => t.path), `${key} is named by no challenge or browser test`).not.toEqual([]);
  });
});

describe(docsPath, () => {
  it("lists the catalogue as it is (run npm run catalogue when this fails)", () => {
    const path = join(root, docsPath);
    const docs = readFileSync(path, "utf8");
    const current = withCurrentTable(docs);
    if (updating) writeFileSync(path, current);
    else expect(docs).toBe(current);
  });
});
