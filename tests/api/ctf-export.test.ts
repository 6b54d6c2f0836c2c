import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { defaultCtfKey, flagFor } from "../../worker/challenges/flags";
import { catalogue } from "../../worker/challenges/registry";
import { childText, csvRecords, descendants, parseXml } from "../support/ctf-files";
import { baseUrl, call, login, resetInstance, RoomClient } from "../support/instance";

const operator = { Authorization: `Bearer ${inject("operatorToken")}` };
const exportCall = (query: string, headers: Record<string, string> = operator) => call(`/operator/ctf-export?${query}`, { headers });
/** The key the server under test keys its flags with (npm start passes CTF_KEY through). */
const instanceKey = process.env.CTF_KEY || defaultCtfKey;

describe("GET /operator/ctf-export", () => {
  it("needs the operator token, before it looks at the query", async () => {
    expect((await exportCall("format=ctfd", {})).status).toBe(401);
    expect((await exportCall("format=ctfd", { Authorization: "Bearer wrong" })).status).toBe(401);
    const response = await exportCall("format=nonsense", {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "A valid operator token is required." });
  });

  it.each([
    ["format=xlsx", /format/],
    ["", /format/],
    ["format=ctfd&hints=some", /hints/],
    ["format=ctfd&hints=paid&hintCost=150", /hintCost/],
    ["format=ctfd&flags=static", /key/],
    ["format=ctfd&key=abc", /key/],
    ["format=ctfd&colour=red", /colour|Unrecognized/i],
  ])("answers %s with a 400 JSON error naming the field", async (query, field) => {
    const response = await exportCall(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect((await response.json()).error).toMatch(field);
  });

  it.each([
    ["ctfd", /^text\/csv/, "squeeze-ctfd.csv"],
    ["rootthebox", /^application\/xml/, "squeeze-rootthebox.xml"],
    ["fbctf", /^application\/json/, "squeeze-fbctf.json"],
  ])("answers format=%s with the file as a download", async (format, type, filename) => {
    const response = await exportCall(`format=${format}&hints=paid&hintCost=20`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(type);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${filename}"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(JSON.parse(response.headers.get("X-Squeeze-Export-Warnings")!)).toEqual(expect.any(Array));
    const body = await response.text();
    // Every challenge, with the flag this instance computes.
    for (const challenge of catalogue) expect(body).toContain(await flagFor(instanceKey, challenge.name));
  });

  it("keys flags=instance like the flags the instance itself announces", async () => {
    await resetInstance();
    const room = new RoomClient();
    await room.opened();
    try {
      const solved = room.solved("loginAdminChallenge");
      expect((await login("' OR 1=1--", "anything")).status).toBe(200);
      const { flag, name } = await solved;
      const csv = await (await exportCall("format=ctfd")).text();
      expect(csv).toContain(`${name},`);
      expect(csv).toContain(flag);
    } finally {
      room.close();
    }
  });

  it("keys flags=static with the given key instead", async () => {
    const key = "a key the trainer handed out";
    const json = (await (await exportCall(`format=fbctf&flags=static&key=${encodeURIComponent(key)}`)).json()) as {
      levels: { title: string; flag: string }[];
    };
    expect(json.levels).toHaveLength(catalogue.length);
    for (const level of json.levels) expect(level.flag).toBe(await flagFor(key, level.title));
  });

  it("warns when the flags use the built-in key", async () => {
    const warnings = JSON.parse((await exportCall("format=ctfd")).headers.get("X-Squeeze-Export-Warnings")!) as string[];
    expect(warnings.some((w) => /built-in key/.test(w))).toBe(instanceKey === defaultCtfKey);
    const given = JSON.parse((await exportCall("format=ctfd&flags=static&key=another-key")).headers.get("X-Squeeze-Export-Warnings")!) as string[];
    expect(given.some((w) => /built-in key/.test(w))).toBe(false);
  });
});

describe("GET /rest/country-mapping.yml", () => {
  let mapping: Record<string, { name: string; code: string }>;
  beforeAll(async () => {
    mapping = await (await call("/rest/country-mapping")).json();
  });

  it("serves the JSON mapping as the reference exporter's YAML document, to anyone", async () => {
    const response = await call("/rest/country-mapping.yml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/yaml/);
    const document = parseYaml(await response.text()) as { ctf: { countryMapping: typeof mapping } };
    expect(document.ctf.countryMapping).toEqual(mapping);
    expect(Object.keys(document.ctf.countryMapping).sort()).toEqual(catalogue.map((c) => c.key).sort());
  });
});

// ---------------------------------------------------------------------------------------------
// The same catalogue as the reference shop's exporter writes it (juice-shop-ctf-cli, a dev
// dependency), run as a trainer runs it, with the same key: the files agree on what matters.

const work = mkdtempSync(join(tmpdir(), "squeeze-ctf-compare-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const sharedKey = "the-same-key-for-both-exporters";

async function referenceExport(framework: string, extra: Record<string, string> = {}): Promise<string> {
  const settings = { ctfFramework: framework, juiceShopUrl: baseUrl(), ctfKey: sharedKey, insertHints: "free", ...extra };
  const config = join(work, `${framework}.yml`);
  writeFileSync(config, Object.entries(settings).map(([name, value]) => `${name}: ${value}\n`).join(""));
  const cli = join(import.meta.dirname, "../../node_modules/juice-shop-ctf-cli/dist/bin/juice-shop-ctf.js");
  const output = join(work, `${framework}.out`);
  await promisify(execFile)(process.execPath, [cli, "--config", config, "--output", output], { cwd: work, timeout: 60_000 });
  return readFileSync(output, "utf8");
}

const ours = async (format: string) => (await exportCall(`format=${format}&hints=free&flags=static&key=${sharedKey}`)).text();
const sorted = <T>(items: T[]) => items.map((item) => JSON.stringify(item)).sort();

describe("our files and the reference exporter's, for the same catalogue", () => {
  it("CTFd: the same challenges, with the same points and flags", async () => {
    const reference = csvRecords(await referenceExport("CTFd")).rows;
    const mine = csvRecords(await ours("ctfd")).rows;
    const flagOf = (cell: string) => (cell.startsWith("[") ? (JSON.parse(cell) as { content: string }[])[0]!.content : cell);
    const facts = (rows: Record<string, string>[]) => sorted(rows.map((r) => [r.name, r.category, Number(r.value), flagOf(r.flags!)]));
    expect(facts(mine)).toEqual(facts(reference));
  }, 90_000);

  it("RootTheBox: the same flags, with the same tokens and values", async () => {
    const facts = (xml: string) =>
      sorted(descendants(parseXml(xml), "flag").map((f) => [childText(f, "name"), childText(f, "token"), Number(childText(f, "value"))]));
    expect(facts(await ours("rootthebox"))).toEqual(facts(await referenceExport("RootTheBox")));
  }, 90_000);

  it("FBCTF: the same levels, points, flags and countries, the exporter reading this instance's /rest/country-mapping.yml", async () => {
    const reference = JSON.parse(await referenceExport("FBCTF", { countryMapping: `${baseUrl()}/rest/country-mapping.yml` })) as {
      levels: { levels: Record<string, unknown>[] };
    };
    const mine = JSON.parse(await ours("fbctf")) as { levels: Record<string, unknown>[] };
    const facts = (levels: Record<string, unknown>[]) => sorted(levels.map((l) => [l.title, l.points, l.flag, l.entity_iso_code]));
    expect(reference.levels.levels).toHaveLength(catalogue.length);
    expect(facts(mine.levels)).toEqual(facts(reference.levels.levels));
  }, 90_000);
});
