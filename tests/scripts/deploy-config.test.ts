import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const wrangler = join(root, "node_modules/.bin/wrangler");
const work = mkdtempSync(join(tmpdir(), "squeeze-deploy-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const run = promisify(execFile);
/** wrangler's own output, offline: no account, no telemetry. */
const offline = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_API_TOKEN: "", NO_COLOR: "1" };

const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  cloudflare: { bindings: Record<string, { description: string }> };
};

/** The secrets the worker reads that wrangler.toml cannot declare (worker/secrets.d.ts), but the local runners' marker. */
const secrets = [...readFileSync(join(root, "worker/secrets.d.ts"), "utf8").matchAll(/^\s+([A-Z][A-Z0-9_]+)\?: string;/gm)]
  .map((m) => m[1]!)
  .filter((name) => name !== "SQUEEZE_RUNTIME");

/**
 * What the Deploy to Cloudflare button and `npm run deploy` rely on, checked without a network:
 * the built worker's dry run, the configuration it reads, and the migrations found by binding name.
 */
describe("deploying to Cloudflare", () => {
  let dryRun = "";

  it("the built worker passes wrangler deploy --dry-run and fits the Workers Free plan's 3 MB (compressed)", async () => {
    const { stdout } = await run(wrangler, ["deploy", "--dry-run", "--outdir", join(work, "out")], { cwd: root, env: offline, maxBuffer: 8 << 20 });
    dryRun = stdout;
    const [, gzipKiB] = /Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(stdout) ?? [];
    expect(gzipKiB, stdout.slice(-2000)).toBeDefined();
    expect(Number(gzipKiB)).toBeLessThan(3 * 1024);
  }, 120_000);

  it("every binding the dry run lists, and every secret, is described for the button", () => {
    const bound = [...dryRun.matchAll(/^env\.(\w+)/gm)].map((m) => m[1]!);
    expect(bound).toEqual(expect.arrayContaining(["DB", "ASSETS", "Instance", "InstanceRoom", "Cohort", "CohortDirectory", "SQUEEZE_MODE"]));
    for (const name of [...bound, ...secrets]) {
      expect(pkg.cloudflare.bindings[name]?.description, name).toMatch(/\w{3}/);
    }
  });

  it("every secret is named in .dev.vars.example, with a placeholder that is obviously not a key", () => {
    const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
    for (const secret of secrets) expect(example, secret).toMatch(new RegExp(`^#? ?${secret}=`, "m"));
    for (const [, value] of example.matchAll(/^[A-Z_]+=(.*)$/gm)) expect(value).toMatch(/^replace-me/);
  });

  it("the database has no id to paste (the deploy creates it), and its migrations are found by binding name", async () => {
    const config = readFileSync(join(root, "wrangler.toml"), "utf8");
    expect(config).not.toMatch(/^database_id/m);
    const { stdout } = await run(wrangler, ["d1", "migrations", "list", "DB", "--local", "--persist-to", join(work, "state")], { cwd: root, env: offline });
    for (const file of readdirSync(join(root, "migrations")).filter((name) => name.endsWith(".sql"))) expect(stdout).toContain(file);
  }, 60_000);

  it("npm run deploy builds, applies the migrations by binding name, then deploys", async () => {
    expect(pkg.scripts.deploy).toBe("node scripts/deploy.mjs");
    const script = readFileSync(join(root, "scripts/deploy.mjs"), "utf8");
    const order = ["\"build\"", "\"migrations\", \"apply\", \"DB\", \"--remote\"", "[\"deploy\"]"].map((step) => script.indexOf(step));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
