import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadMiniflare, workerdV8Flags } from "../../scripts/miniflare-v8.mjs";

/**
 * npm start gives workerd V8 flags through a one-line addition to Miniflare's config assembly
 * (scripts/miniflare-v8.mjs). A Miniflare upgrade that moves that line would silently bring back
 * the memory growth of docs/performance.md's "Memory": this fails instead.
 */
describe("workerd's V8 flags", () => {
  it("reach the config Miniflare sends workerd", async () => {
    const { Miniflare, v8FlagsApplied } = loadMiniflare();
    expect(v8FlagsApplied).toBe(true);
    const debugFile = join(mkdtempSync(join(tmpdir(), "squeeze-v8-")), "config.json");
    process.env.MINIFLARE_WORKERD_CONFIG_DEBUG = debugFile;
    const mf = new Miniflare({ modules: true, script: 'export default { fetch: () => new Response("ok") }', port: 0, compatibilityDate: "2026-04-20" });
    try {
      expect(await (await mf.dispatchFetch("http://localhost/")).text()).toBe("ok");
    } finally {
      await mf.dispose();
      delete process.env.MINIFLARE_WORKERD_CONFIG_DEBUG;
    }
    expect(existsSync(debugFile)).toBe(true);
    expect(JSON.parse(readFileSync(debugFile, "utf8")).v8Flags).toEqual(workerdV8Flags);
  });

  it("an empty list leaves Miniflare as it is", () => {
    expect(loadMiniflare([]).v8FlagsApplied).toBe(false);
  });
});
