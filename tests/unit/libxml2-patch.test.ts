import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { captureModules, patchLoader, patchRaw, patchedVersion } from "../../scripts/libxml2-workerd.mjs";
import { root } from "../support/sources";

/** The build-time patch that lets libxml2-wasm run in workerd (docs/decisions/0018-libxml2-wasm.md). */
describe("the libxml2-wasm patch", () => {
  const lib = join(root, "node_modules/libxml2-wasm/lib");
  const loader = readFileSync(join(lib, "libxml2.mjs"), "utf8");
  const raw = readFileSync(join(lib, "libxml2raw.mjs"), "utf8");

  it("is written for the installed version", () => {
    expect(JSON.parse(readFileSync(join(root, "node_modules/libxml2-wasm/package.json"), "utf8")).version).toBe(patchedVersion);
  });

  it("leaves nothing to compile at run time", () => {
    const wrappers = captureModules();
    expect(Object.values(wrappers).sort()).toEqual(["ii", "iiii", "vii"]);
    const patched = patchRaw(raw, wrappers);
    expect(patched).not.toContain("new WebAssembly.Module(");
    expect(patched.length).toBeLessThan(raw.length / 2); // the inline copy of the main module is gone
    expect(patchLoader(loader)).toMatch(/^import __libxml2Module from ".*libxml2\.wasm";/);
    expect(patchLoader(loader)).toContain("new WebAssembly.Instance(__libxml2Module, imports)");
  });

  it("fails, naming the version, when a patch point has moved", () => {
    expect(() => patchLoader(loader.replace("await moduleLoader()", "await loadModule()"))).toThrow(/patch point not found.*0\.7\.2 exactly/);
    expect(() => patchRaw(raw.replace("c=new WebAssembly.Module(c);", "c=new WebAssembly.Module(c) ;"), {})).toThrow(/callback wrapper compile/);
  });

  it("fails when a patch point is no longer unique", () => {
    expect(() => patchLoader(`${loader}\nawait moduleLoader();`)).toThrow(/not unique/);
  });
});
