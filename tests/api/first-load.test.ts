import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { call, store } from "../support/instance";

const root = join(import.meta.dirname, "../..");

/**
 * A string each heavy library of ../shared/LIBRARIES.md leaves in its built code: QuickJS, libxml2,
 * pdf-lib, the EVM, Swagger UI, parse5 (the feedback judge) and the wallet's hashing.
 */
const heavy = { QuickJS: "QuickJS", libxml2: "libxml2", "pdf-lib": "PDFDocument", EVM: "ethereumjs", "Swagger UI": "swagger", parse5: "parse5", "wallet crypto": "keccak" };

function builtFiles(): string[] {
  const folders = ["build/client/assets", "build/server/assets", "build/server"].map((folder) => join(root, folder));
  return folders.flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith(".js")).map((name) => join(folder, name)));
}

/** The scripts and stylesheets the shop page `/` makes a browser load, as its HTML links them. */
async function firstLoad(): Promise<{ path: string; text: string }[]> {
  const html = await (await call("/")).text();
  const paths = new Set<string>();
  for (const match of html.matchAll(/<(?:link|script)\b([^>]*)>/g)) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(match[1]!)?.[1];
    if (href?.startsWith("/assets/") && /\.(m?js|css)$/.test(href)) paths.add(href);
  }
  // The entry's inline script imports the client entry and the root route by name.
  for (const match of html.matchAll(/import\("([^"]+)"\)|import "([^"]+)"|from "([^"]+)"/g)) {
    const path = match[1] ?? match[2] ?? match[3];
    if (path?.startsWith("/assets/")) paths.add(path);
  }
  return Promise.all([...paths].map(async (path) => ({ path, text: await (await call(path)).text() })));
}

describe.runIf(store() === "d1")("the shop's first page carries none of the heavy libraries", () => {
  it("each heavy library's marker is in the build (so its absence below means something)", () => {
    const built = builtFiles().map((file) => readFileSync(file, "utf8"));
    for (const [library, marker] of Object.entries(heavy)) expect(built.some((text) => text.includes(marker)), library).toBe(true);
  });

  it("the first load of / holds none of them", async () => {
    const files = await firstLoad();
    expect(files.length).toBeGreaterThan(5);
    for (const { path, text } of files) {
      for (const [library, marker] of Object.entries(heavy)) expect(text.includes(marker), `${library} in ${path}`).toBe(false);
    }
  });

  it("carries English only: no other language's texts, which load when chosen", async () => {
    const files = await firstLoad();
    const german = JSON.parse(readFileSync(join(root, "locales/de_DE/ui.json"), "utf8")) as Record<string, string>;
    const english = JSON.parse(readFileSync(join(root, "locales/en/ui.json"), "utf8")) as Record<string, string>;
    const samples = ["LANGUAGE_CHANGED", "FORCE_RELOAD", "TITLE_LOGIN"].map((key) => german[key]!).filter((text) => text.length > 6);
    expect(samples.length).toBeGreaterThan(1);
    for (const { path, text } of files) for (const sample of samples) expect(text.includes(sample), `${sample} in ${path}`).toBe(false);
    // The English of the first page is there (each of its modules carries the texts it names)...
    expect(files.some(({ text }) => text.includes(english.TITLE_ALL_PRODUCTS!))).toBe(true);
    // ...and not other screens' (the language menu's here): all of English comes with them.
    for (const { path, text } of files) for (const key of ["LANGUAGE_CHANGED", "FORCE_RELOAD"]) expect(text.includes(english[key]!), `${key} in ${path}`).toBe(false);
  });
});
