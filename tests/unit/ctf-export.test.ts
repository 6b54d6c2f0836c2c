import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { flagFor } from "../../worker/challenges/flags";
import { catalogue, countryMapping } from "../../worker/challenges/registry";
import { pointsByDifficulty } from "../../worker/cohort/board";
import { countryMappingYaml, type CountryMapping } from "../../worker/ctf/country-mapping";
import { ctfdColumns } from "../../worker/ctf/ctfd";
import { ctfExport, type CtfExportOptions } from "../../worker/ctf/export";
import { fbctfCountryCodes, fbctfEnabledCountryCodes } from "../../worker/ctf/fbctf-countries";
import { ctfExportQuery, type HintMode } from "../../worker/ctf/options";
import { markdownOf, plainText } from "../../worker/ctf/text";
import { child, childrenNamed, childText, csvRecords, parseXml, type XmlNode } from "../support/ctf-files";

/*
 * Each file is parsed the way its platform's importer reads it, and checked against what that
 * importer needs (CTFd's CTFd/utils/csv load_challenges_csv, RootTheBox's setup/xmlsetup.py,
 * FBCTF's Category/Level importAll), not against a stored copy of our own output.
 */

const key = "vitest-ctf-key-0123";
const points = (difficulty: number) => pointsByDifficulty[difficulty - 1]!;
const flags = new Map(await Promise.all(catalogue.map(async (c) => [c.name, await flagFor(key, c.name)] as const)));
const byName = new Map(catalogue.map((c) => [c.name, c]));
const categoryNames = [...new Set(catalogue.map((c) => c.category))].sort();

const exportAs = (format: CtfExportOptions["format"], o: Partial<CtfExportOptions> = {}) =>
  ctfExport({
    format,
    hints: "none",
    hintCostPercent: 10,
    flagKey: key,
    countryMapping,
    applicationName: "Squeeze",
    ...o,
  });

/** What each hint should cost under an option, for a challenge of this difficulty. */
const expectedCost = (hints: HintMode, percent: number, difficulty: number) =>
  hints === "paid" ? Math.round((points(difficulty) * percent) / 100) : 0;

const hintCases: [HintMode, number][] = [
  ["none", 10],
  ["free", 10],
  ["paid", 10],
  ["paid", 25],
];

describe("the catalogue's names and texts", () => {
  it("are unique, so every platform can tell the challenges apart", () => {
    expect(byName.size).toBe(catalogue.length);
  });
});

// ---------------------------------------------------------------------------------------------
// CTFd

/** The columns CTFd's challenge model has (CTFd/models Challenges): anything else makes its import fail. */
const ctfdModelColumns = [
  "name", "description", "attribution", "connection_info", "next_id", "max_attempts", "value", "category",
  "type", "state", "logic", "initial", "minimum", "decay", "position", "function", "scheduled_at",
];
/** The columns load_challenges_csv takes out before the model sees the row. */
const ctfdHandledColumns = ["id", "requirements", "flags", "tags", "hints", "type", "type_data"];

describe("CTFd CSV", () => {
  const records = async (o: Partial<CtfExportOptions> = {}) => csvRecords((await exportAs("ctfd", o)).body);

  it("has a header CTFd's importer accepts: the fields it needs, and nothing its challenge model lacks", async () => {
    const { header } = await records();
    expect(header).toEqual([...ctfdColumns]);
    expect(header).toEqual(expect.arrayContaining(["name", "category", "description", "value", "flags", "hints"]));
    for (const column of header) expect([...ctfdModelColumns, ...ctfdHandledColumns]).toContain(column);
  });

  it("lists every challenge once, with its category, description, points, tags and flag", async () => {
    const { rows } = await records();
    expect(rows.map((r) => r.name).sort()).toEqual(catalogue.map((c) => c.name).sort());
    for (const row of rows) {
      const challenge = byName.get(row.name!)!;
      expect(row.category).toBe(challenge.category);
      expect(row.description).toBe(challenge.description);
      expect(row.value).toBe(String(points(challenge.difficulty)));
      expect(row.type).toBe("standard");
      expect(row.state).toBe("visible");
      expect(row.tags ? row.tags.split(",") : []).toEqual([...challenge.tags]);
      // The JSON form: CTFd splits anything else at commas.
      expect(JSON.parse(row.flags!)).toEqual([{ type: "static", content: flags.get(challenge.name) }]);
      // The lengths CTFd's challenge schema allows.
      expect(row.name!.length).toBeLessThanOrEqual(80);
      expect(row.category!.length).toBeLessThanOrEqual(80);
    }
  });

  it.each(hintCases)("carries the hints as CTFd's JSON hint list (%s, %s percent)", async (hints, percent) => {
    const { rows } = await records({ hints, hintCostPercent: percent });
    for (const row of rows) {
      const challenge = byName.get(row.name!)!;
      if (hints === "none") {
        expect(row.hints).toBe("");
        continue;
      }
      const cost = expectedCost(hints, percent, challenge.difficulty);
      expect(JSON.parse(row.hints!)).toEqual(challenge.hints.map((content) => ({ content, cost })));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// RootTheBox

type Node = XmlNode;
const text = childText;
const all = childrenNamed;
const boxesOf = (root: Node) => all(child(all(child(root, "corporations"), "corporation")[0], "boxes"), "box");

describe("RootTheBox XML", () => {
  const game = async (o: Partial<CtfExportOptions> = {}) => parseXml((await exportAs("rootthebox", o)).body);

  it("is well-formed XML with the elements xmlsetup.py reads: categories, then a corporation with boxes", async () => {
    const root = await game();
    expect(root.name).toBe("rootthebox");
    const categories = child(root, "categories")!;
    expect(all(categories, "category").map((c) => text(c, "category"))).toEqual(categoryNames);
    expect(categories.attrs.count).toBe(String(categoryNames.length));
    const corporations = all(child(root, "corporations"), "corporation");
    expect(corporations).toHaveLength(1);
    expect(text(corporations[0]!, "name")).toBe("Squeeze");
    const boxes = all(child(corporations[0]!, "boxes"), "box");
    expect(boxes.map((b) => text(b, "name"))).toEqual(categoryNames);
    for (const box of boxes) {
      // Box.name allows 3 to 32 characters, difficulty up to 16, description up to 4096.
      expect(text(box, "name")!.length).toBeGreaterThanOrEqual(3);
      expect(text(box, "name")!.length).toBeLessThanOrEqual(32);
      expect(categoryNames).toContain(text(box, "category"));
      expect(text(box, "gamelevel")).toBe("0");
      expect(text(box, "difficulty")!.length).toBeLessThanOrEqual(16);
      expect(text(box, "description")!.length).toBeGreaterThan(0);
      expect(text(box, "description")!.length).toBeLessThanOrEqual(4096);
    }
  });

  it("has every challenge once, as a static flag of its category's box with its points and flag", async () => {
    const root = await game();
    const boxes = boxesOf(root);
    const seen: string[] = [];
    for (const box of boxes) {
      const flagList = child(box, "flags")!;
      const boxFlags = all(flagList, "flag");
      expect(flagList.attrs.count).toBe(String(boxFlags.length));
      for (const flag of boxFlags) {
        const challenge = byName.get(text(flag, "name")!)!;
        seen.push(challenge.name);
        expect(flag.attrs.type).toBe("static");
        expect(challenge.category).toBe(text(box, "category"));
        expect(text(flag, "token")).toBe(flags.get(challenge.name));
        expect(text(flag, "value")).toBe(String(points(challenge.difficulty)));
        expect(text(flag, "name")!.length).toBeLessThanOrEqual(64);
        expect(text(flag, "description")).toBe(markdownOf(challenge.description));
        expect(text(flag, "description")!.length).toBeLessThanOrEqual(4096);
        expect(Number(text(flag, "order"))).toBeGreaterThan(0);
      }
    }
    expect(seen.sort()).toEqual(catalogue.map((c) => c.name).sort());
  });

  it.each(hintCases)("gives each flag its hints with their price (%s, %s percent)", async (hints, percent) => {
    const root = await game({ hints, hintCostPercent: percent });
    const allFlags = boxesOf(root).flatMap((box) => all(child(box, "flags"), "flag"));
    for (const flag of allFlags) {
      const challenge = byName.get(text(flag, "name")!)!;
      const hintList = all(child(flag, "hints"), "hint");
      if (hints === "none") {
        expect(child(flag, "hints")).toBeUndefined();
        continue;
      }
      expect(child(flag, "hints")!.attrs.count).toBe(String(challenge.hints.length));
      expect(hintList.map((h) => text(h, "description"))).toEqual(challenge.hints.map(markdownOf));
      for (const hint of hintList) expect(text(hint, "price")).toBe(String(expectedCost(hints, percent, challenge.difficulty)));
    }
  });

  it("carries the challenges in the element paths a reference-written file uses (RootTheBox's setup/demo_juiceshop.xml)", async () => {
    const paths = new Set<string>();
    const walk = (node: Node, parent: string) => {
      const path = `${parent}/${node.name}`;
      paths.add(path);
      for (const name of Object.keys(node.attrs)) paths.add(`${path}/@${name}`);
      for (const c of node.children) walk(c, path);
    };
    walk(await game({ hints: "paid" }), "");
    // That file's paths, but for its game configuration (name, logo), box pictures and a box
    // level given as an attribute, which xmlsetup.py does not read (it reads the element).
    const box = "/rootthebox/corporations/corporation/boxes/box";
    const referencePaths = [
      "/rootthebox", "/rootthebox/@api", "/rootthebox/categories", "/rootthebox/categories/@count", "/rootthebox/categories/category",
      "/rootthebox/categories/category/category", "/rootthebox/corporations", "/rootthebox/corporations/@count",
      "/rootthebox/corporations/corporation", "/rootthebox/corporations/corporation/name", "/rootthebox/corporations/corporation/boxes",
      "/rootthebox/corporations/corporation/boxes/@count", box, `${box}/name`, `${box}/category`, `${box}/description`, `${box}/flags`,
      `${box}/flags/@count`, `${box}/flags/flag`, `${box}/flags/flag/@type`, `${box}/flags/flag/name`, `${box}/flags/flag/description`,
      `${box}/flags/flag/token`, `${box}/flags/flag/value`, `${box}/flags/flag/order`, `${box}/flags/flag/hints`,
      `${box}/flags/flag/hints/@count`, `${box}/flags/flag/hints/hint`, `${box}/flags/flag/hints/hint/description`,
      `${box}/flags/flag/hints/hint/price`,
    ];
    for (const path of referencePaths) expect(paths, path).toContain(path);
  });

  it("keeps a long shop name within RootTheBox's 32 characters for a corporation, and escapes it", async () => {
    const root = await game({ applicationName: "The <Very> Long & Winding Juice Shop of Lower Saxony" });
    const name = text(all(child(root, "corporations"), "corporation")[0]!, "name")!;
    expect(name).toBe("The <Very> Long & Winding Juice ");
  });
});

// ---------------------------------------------------------------------------------------------
// FBCTF

/** The fields Level::importAll reads with must_have_string / must_have_int. */
const fbctfStringFields = ["title", "type", "entity_iso_code", "category", "description", "flag", "hint"];
const fbctfIntFields = ["points", "bonus", "bonus_dec", "bonus_fix", "penalty"];
/** FBCTF's tables are latin1. */
const latin1 = (s: string) => [...s].every((ch) => ch.codePointAt(0)! <= 0xff);

describe("FBCTF JSON", () => {
  const document = async (o: Partial<CtfExportOptions> = {}) => {
    const file = await exportAs("fbctf", o);
    return { doc: JSON.parse(file.body) as { categories: Record<string, unknown>[]; levels: Record<string, unknown>[] }, warnings: file.warnings };
  };

  it("serves Import Categories (`categories`: category, protected) and Import Levels (`levels`)", async () => {
    const { doc } = await document();
    expect(doc.categories).toEqual(categoryNames.map((category) => ({ category, protected: false })));
    for (const level of doc.levels) {
      for (const field of fbctfStringFields) expect(typeof level[field], field).toBe("string");
      for (const field of fbctfIntFields) expect(Number.isInteger(level[field]), field).toBe(true);
      // levels.type is varchar(4); "flag" levels compare the flag as it is.
      expect(level.type).toBe("flag");
      expect(doc.categories.map((c) => c.category)).toContain(level.category);
      expect(Array.isArray(level.links) && Array.isArray(level.attachments)).toBe(true);
      for (const field of ["title", "description", "hint"]) expect(latin1(level[field] as string), field).toBe(true);
    }
  });

  it("has every challenge once, with its points, flag and country", async () => {
    const { doc } = await document();
    expect(doc.levels.map((l) => l.title).sort()).toEqual(catalogue.map((c) => c.name).sort());
    for (const level of doc.levels) {
      const challenge = byName.get(level.title as string)!;
      expect(level.points).toBe(points(challenge.difficulty));
      expect([level.bonus, level.bonus_dec, level.bonus_fix]).toEqual([0, 0, 0]);
      expect(level.flag).toBe(flags.get(challenge.name));
      expect(level.category).toBe(challenge.category);
      expect(level.entity_iso_code).toBe(challenge.ctfCountry.code);
      expect(level.description).toBe(plainText(challenge.description));
    }
  });

  it.each(hintCases)("puts all hints in the level's one hint, for one penalty (%s, %s percent)", async (hints, percent) => {
    const { doc } = await document({ hints, hintCostPercent: percent });
    for (const level of doc.levels) {
      const challenge = byName.get(level.title as string)!;
      if (hints === "none") {
        expect([level.hint, level.penalty]).toEqual(["", 0]);
        continue;
      }
      expect(level.hint).toBe(challenge.hints.map(plainText).join("\n"));
      expect(level.penalty).toBe(expectedCost(hints, percent, challenge.difficulty));
    }
  });

  it("gives every challenge a country of its own that FBCTF has, nearly all enabled from the start", async () => {
    const codes = catalogue.map((c) => c.ctfCountry.code);
    expect(new Set(codes).size, "one level per country on FBCTF's map").toBe(codes.length);
    expect(codes.filter((code) => !fbctfCountryCodes.has(code)), "FBCTF skips levels of countries it lacks").toEqual([]);
    const disabled = codes.filter((code) => !fbctfEnabledCountryCodes.has(code));
    expect(disabled.length).toBeLessThanOrEqual(Math.max(0, codes.length - fbctfEnabledCountryCodes.size));
    const { warnings } = await document();
    expect(warnings).toEqual(disabled.length ? [expect.stringContaining(disabled.sort().join(", "))] : []);
  });

  it("follows the configuration's country overrides, and warns about countries FBCTF lacks or levels that share one", async () => {
    const [first, second] = catalogue;
    const mapping: CountryMapping = { ...countryMapping, [first!.key]: { name: "Atlantis", code: "QQ" }, [second!.key]: catalogue[2]!.ctfCountry };
    const { doc, warnings } = await document({ countryMapping: mapping });
    expect(doc.levels.find((l) => l.title === first!.name)!.entity_iso_code).toBe("QQ");
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`no country QQ \\(${first!.key}\\)`)),
        expect.stringContaining(`${catalogue[2]!.ctfCountry.code} (${second!.key}, ${catalogue[2]!.key})`),
      ]),
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe("the export's options", () => {
  it("names the file after the shop, the label and the format", async () => {
    expect((await exportAs("ctfd")).filename).toBe("squeeze-ctfd.csv");
    expect((await exportAs("rootthebox", { label: "k7p2q" })).filename).toBe("squeeze-k7p2q-rootthebox.xml");
    expect((await exportAs("fbctf", { applicationName: "Acme Juice!" })).filename).toBe("acme-juice-fbctf.json");
  });

  it("validates the query: formats, hint modes, the cost as a percentage, static flags with their key", () => {
    expect(ctfExportQuery.parse({ format: "ctfd" })).toEqual({ format: "ctfd", hints: "none", hintCost: 10, flags: "instance" });
    const paid = ctfExportQuery.parse({ format: "fbctf", hints: "paid", hintCost: "12.5", flags: "static", key: "k" });
    expect(paid).toMatchObject({ hintCost: 12.5, key: "k" });
    expect(ctfExportQuery.safeParse({ format: "csv" }).success).toBe(false);
    expect(ctfExportQuery.safeParse({ format: "ctfd", hints: "some" }).success).toBe(false);
    expect(ctfExportQuery.safeParse({ format: "ctfd", hintCost: "101" }).success).toBe(false);
    expect(ctfExportQuery.safeParse({ format: "ctfd", hintCost: "ten" }).success).toBe(false);
    expect(ctfExportQuery.safeParse({ format: "ctfd", flags: "static" }).success).toBe(false);
    expect(ctfExportQuery.safeParse({ format: "ctfd", key: "k" }).success).toBe(false);
    expect(ctfExportQuery.safeParse({ format: "ctfd", extra: "1" }).success).toBe(false);
  });

  it("writes Markdown code spans that survive the backticks of the XSS payloads", () => {
    expect(markdownOf("Run <code>&lt;iframe src=\"javascript:alert(`xss`)\"&gt;</code> in <em>the</em> search_box.")).toBe(
      'Run ``<iframe src="javascript:alert(`xss`)">`` in *the* search\\_box.',
    );
    expect(markdownOf("<code>`x`</code>")).toBe("`` `x` ``");
  });
});

describe("the country mapping document", () => {
  it("has the shape the reference exporter's countryMapping option reads: ctf.countryMapping.<key>.{name, code}", async () => {
    const parsed = parseYaml(await countryMappingYaml(countryMapping)) as { ctf: { countryMapping: CountryMapping } };
    expect(Object.keys(parsed)).toEqual(["ctf"]);
    expect(parsed.ctf.countryMapping).toEqual(Object.fromEntries(catalogue.map((c) => [c.key, c.ctfCountry])));
  });
});
