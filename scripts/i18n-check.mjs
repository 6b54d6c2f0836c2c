/**
 * Checks translations against English and reports how complete each language is.
 *   node scripts/i18n-check.mjs              every language: completeness and problems (npm run i18n:report)
 *   node scripts/i18n-check.mjs ar_SA fr_FR  those languages, with every problem listed
 * Problems: a placeholder or a tag that differs from English, a plural form the language needs and
 * lacks, a key English does not have (exit code 1 when any); text the same as English is noted.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { completeness, isPluralForm, localeFolders, localesDir, parts, placeholdersOf, pluralBase, readPart, tagsOf } from "./i18n.mjs";

/** Everything wrong with one language's file, as lines. */
export function problemsOf(language, part, english = readPart("en", part), translation = readPart(language, part)) {
  const problems = [];
  const rules = new Intl.PluralRules(language.replace("_", "-"));
  const needed = rules.resolvedOptions().pluralCategories;
  for (const [key, text] of Object.entries(translation)) {
    if (typeof text !== "string") { problems.push(`${key}: not a string`); continue; }
    const source = english[key] ?? english[`${pluralBase(key)}_other`];
    if (source === undefined) { problems.push(`${key}: not an English key`); continue; }
    if (text === "") continue;
    const [a, b] = [placeholdersOf(source).join(","), placeholdersOf(text).join(",")];
    // A plural form may leave out {{count}} ("one" can say "a day").
    if (a !== b && !(isPluralForm(key) && a.replace(/(^|,)count(,|$)/, "$1").replace(/,$/, "") === b)) problems.push(`${key}: placeholders {${b}} instead of {${a}}`);
    if (tagsOf(source).join() !== tagsOf(text).join()) problems.push(`${key}: markup ${tagsOf(text).join(" ")} instead of ${tagsOf(source).join(" ")}`);
    // Reported, not failed: a loanword ("Score Board", "Version") may rightly stay.
    if (text === source && /[a-z]{4,}.*\s.*[a-z]{4,}/.test(source)) problems.push(`${key}: same as English (a note)`);
  }
  const bases = new Set(Object.keys(english).filter(isPluralForm).map(pluralBase));
  for (const base of bases) {
    if (!Object.keys(translation).some((k) => isPluralForm(k) && pluralBase(k) === base)) continue;
    for (const category of needed) if (!translation[`${base}_${category}`]) problems.push(`${base}_${category}: plural form missing (${language} needs ${needed.join(", ")})`);
  }
  return problems;
}

const asked = process.argv.slice(2);
const report = completeness();
let failed = false;
const languages = asked.length ? asked : localeFolders().filter((l) => l !== "en");
for (const language of languages) {
  if (!existsSync(join(localesDir, language))) { console.log(`${language}: no folder locales/${language}`); failed = true; continue; }
  const c = report[language];
  const problems = parts.flatMap((p) => problemsOf(language, p).map((line) => `${p}.json ${line}`));
  const missing = parts.flatMap((p) => {
    const english = readPart("en", p), translation = readPart(language, p);
    return Object.keys(english).filter((k) => !isPluralForm(k) && !translation[k]).map((k) => `${p}.json ${k}`);
  });
  failed ||= problems.some((line) => !line.endsWith("(a note)"));
  console.log(`${language.padEnd(6)} ${String(c.percentage).padStart(3)}%  ui ${c.ui}  content ${c.content}  of ${c.total}  problems ${problems.length}`);
  if (asked.length) {
    for (const line of problems) console.log(`  ${line}`);
    if (missing.length) console.log(`  missing (${missing.length}): ${missing.slice(0, 20).join(", ")}${missing.length > 20 ? ", …" : ""}`);
  }
}
process.exitCode = failed ? 1 : 0;
