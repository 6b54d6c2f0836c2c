import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { catalogue } from "../../worker/challenges/registry";
import { baseUrl } from "../support/instance";

const root = join(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "squeeze-ctf-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const key = "a-trainers-own-ctf-key";

/** The reference shop's exporter (juice-shop-ctf-cli 12.0.0, from the npm registry), run as a trainer runs it: a config file. */
async function exportWith(framework: string, extra: Record<string, string> = {}): Promise<string> {
  const config = join(work, `${framework}.yml`);
  const output = join(work, `${framework}.out`);
  const lines = { ctfFramework: framework, juiceShopUrl: baseUrl(), ctfKey: key, insertHints: "free", ...extra };
  writeFileSync(config, Object.entries(lines).map(([name, value]) => `${name}: ${value}`).join("\n") + "\n");
  const cli = join(root, "node_modules/juice-shop-ctf-cli/dist/bin/juice-shop-ctf.js");
  await promisify(execFile)(process.execPath, [cli, "--config", config, "--output", output], { cwd: work, timeout: 60_000 });
  return readFileSync(output, "utf8");
}

/** A CSV row parser good for what the exporter writes (quoted fields with doubled quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") row.push(field), (field = "");
    else if (ch === "\n") row.push(field), rows.push(row), (row = []), (field = "");
    else if (ch !== "\r") field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const flagOf = (name: string) => createHmac("sha1", key).update(name).digest("hex");

describe("the reference shop's CTF exporter reads any instance", () => {
  it("writes a CTFd file with every challenge, its points and its flag under the trainer's key", async () => {
    const [header, ...rows] = csvRows(await exportWith("CTFd"));
    expect(header).toEqual(["name", "description", "category", "value", "type", "state", "max_attempts", "flags", "tags", "type_data", "hints"]);
    expect(rows).toHaveLength(catalogue.length);
    const byName = new Map(rows.map((row) => [row[0]!, row]));
    for (const challenge of catalogue) {
      const row = byName.get(challenge.name);
      expect(row, challenge.name).toBeDefined();
      expect(row![7]).toBe(flagOf(challenge.name));
      expect(Number(row![3])).toBe([100, 250, 450, 700, 1000, 1350][challenge.difficulty - 1]);
    }
  }, 90_000);

  it("writes a RootTheBox file with a flag per challenge", async () => {
    const xml = await exportWith("RootTheBox", { insertHints: "paid" });
    expect(xml).toMatch(/^<\?xml/);
    expect(xml.match(/<flag /g)).toHaveLength(catalogue.length);
    expect(xml).toContain(flagOf(catalogue[0]!.name));
  }, 90_000);
});
