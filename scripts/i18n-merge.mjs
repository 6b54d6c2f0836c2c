/**
 * Joins a language's files written in pieces: locales/<language>/<part>.<n>.json (any n) are merged
 * into <part>.json (pieces override what it has), in English's key order, and removed.
 *   node scripts/i18n-merge.mjs fr_FR
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { localesDir, parts, readJson, readPart } from "./i18n.mjs";

for (const language of process.argv.slice(2)) {
  const dir = join(localesDir, language);
  if (!existsSync(dir)) throw new Error(`no folder locales/${language}`);
  for (const part of parts) {
    const pieces = readdirSync(dir).filter((f) => new RegExp(`^${part}\\.[\\w-]+\\.json$`).test(f)).sort();
    if (!pieces.length) continue;
    const merged = { ...readPart(language, part) };
    for (const piece of pieces) Object.assign(merged, readJson(join(dir, piece)));
    const english = readPart("en", part);
    const ordered = Object.fromEntries([...Object.keys(english).filter((k) => k in merged).map((k) => [k, merged[k]]), ...Object.entries(merged).filter(([k]) => !(k in english))]);
    writeFileSync(join(dir, `${part}.json`), `${JSON.stringify(ordered, null, 2)}\n`);
    for (const piece of pieces) rmSync(join(dir, piece));
    console.log(`${language}/${part}.json: ${Object.keys(ordered).length} texts from ${pieces.length} piece(s)`);
  }
}
