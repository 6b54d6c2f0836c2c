import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../app/i18n/languages";
import { englishContent } from "../../worker/i18n/english";
import { localeFolders, localesDir, parts, placeholdersOf, problemsOf, pseudo, readPart, serverMessages, tagsOf } from "../../scripts/i18n.mjs";

/**
 * The translations' files (locales/, docs/translating.md). `npm run i18n:extract` runs this file with
 * UPDATE_I18N=1: it rewrites locales/en/content.json from the modules instead of comparing.
 */
const updating = process.env.UPDATE_I18N === "1";
const englishUi = readPart("en", "ui") as Record<string, string>;

/** Every interface key the code names: t("KEY"), text("KEY", …), the tutorials' `text: "KEY"`. */
function keysUsedInCode(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, "utf8");
        for (const m of source.matchAll(/\b(?:t|text|tDefault)\(\s*"([A-Z][A-Z0-9_]+)"|\btext: "([A-Z][A-Z0-9_]+)"/g)) keys.add((m[1] ?? m[2])!);
      }
    }
  };
  walk("app");
  return keys;
}

describe("the translation files", () => {
  it("locales/en/content.json holds every text the server sends, as the modules have them (npm run i18n:extract)", () => {
    const path = join(localesDir, "en", "content.json");
    const expected = `${JSON.stringify(englishContent(serverMessages()), null, 2)}\n`;
    if (updating) writeFileSync(path, expected);
    expect(readFileSync(path, "utf8"), "locales/en/content.json is stale: run npm run i18n:extract").toBe(expected);
  });

  it("every interface key the code uses is in English", () => {
    const used = keysUsedInCode();
    expect(used.size).toBeGreaterThan(400);
    const missing = [...used].filter((key) => !(key in englishUi) && !(`${key}_other` in englishUi));
    expect(missing).toEqual([]);
  });

  it("every translation keeps English's placeholders, markup and the plural forms its language needs, and no key English lacks", () => {
    const problems = localeFolders()
      .filter((l: string) => l !== "en")
      .flatMap((language: string) => (parts as string[]).flatMap((part) => problemsOf(language, part).map((line: string) => `${language}/${part}.json ${line}`)))
      .filter((line: string) => !line.endsWith("(a note)"));
    expect(problems).toEqual([]);
  });

  it("the checker catches a wrong placeholder, lost markup, a missing plural form and a stray key", () => {
    const english = { GREETING: "Hello {{name}}, see <em>this</em>", DAYS_one: "{{count}} day", DAYS_other: "{{count}} days" };
    const problems = problemsOf("ru_RU", "ui", english, { GREETING: "Привет {{имя}}, смотри это", DAYS_one: "{{count}} день", STRAY: "x" });
    expect(problems.join("\n")).toMatch(/GREETING: placeholders/);
    expect(problems.join("\n")).toMatch(/GREETING: markup/);
    expect(problems.join("\n")).toMatch(/DAYS_few: plural form missing/);
    expect(problems.join("\n")).toMatch(/STRAY: not an English key/);
    expect(problemsOf("ru_RU", "ui", english, { GREETING: "Привет, {{name}}: <em>это</em>" })).toEqual([]);
  });

  it("offers every language that has a folder, the reference shop's 41 among at least 41, three of them right to left", () => {
    const listed = new Set<string>(languages.map((l) => l.key));
    expect(localeFolders().filter((l: string) => !listed.has(l))).toEqual([]);
    const reference = "ar_SA az_AZ bg_BG bn_BD ca_ES cs_CZ da_DK de_CH de_DE el_GR en es_ES et_EE fi_FI fr_FR ga_IE he_IL hi_IN hu_HU id_ID it_IT ja_JP ka_GE ko_KR lt_LT lv_LV my_MM nl_NL no_NO pl_PL pt_BR pt_PT ro_RO ru_RU si_LK sv_SE th_TH tr_TR uk_UA zh_CN zh_HK zh_TW";
    expect(reference.split(" ").filter((key) => !listed.has(key))).toEqual([]);
    expect(listed.size).toBeGreaterThanOrEqual(42);
    expect(languages.filter((l) => "dir" in l && l.dir === "rtl").map((l) => l.key)).toEqual(["ar_SA", "fa_IR", "he_IL"]);
  });

  it("the pseudo-locale lengthens and accents every text but keeps placeholders and markup", () => {
    const text = "Add {{count}} items to <strong>your basket</strong> &amp; pay";
    const shown = pseudo(text);
    expect(shown).not.toContain("basket");
    expect(shown.length).toBeGreaterThan(text.length * 1.25);
    expect(placeholdersOf(shown)).toEqual(placeholdersOf(text));
    expect(tagsOf(shown)).toEqual(tagsOf(text));
    expect(shown).toContain("&amp;");
  });
});
