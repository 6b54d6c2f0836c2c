/**
 * Checks translations against English and reports how complete each language is.
 *   node scripts/i18n-check.mjs              every language: completeness and problems (npm run i18n:report)
 *   node scripts/i18n-check.mjs ar_SA fr_FR  those languages, with every problem listed
 * Problems: a placeholder or a tag that differs from English, a plural form the language needs and
 * lacks, a key English does not have (exit code 1 when any); text the same as English is noted.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { completeness, isPluralForm, localeFolders, localesDir, parts, problemsOf, readPart } from "./i18n.mjs";

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
