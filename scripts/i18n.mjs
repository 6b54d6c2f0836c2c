/**
 * The translation files (locales/<language>/ui.json and content.json) as the build, the checks
 * and `npm run i18n:report` read them. Plain Node, no bundler: the build's plugin, the tests and
 * the scripts share it. See docs/translating.md.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const localesDir = new URL("../locales/", import.meta.url).pathname;
/** The two files of a language: the shop's interface (the browser's) and the server's texts. */
export const parts = ["ui", "content"];
/** The pseudo-locale: English made long and accented, built from English, for finding clipped or untranslated text. */
export const pseudoLocale = "en_XA";
/** Where the build puts the files, among the client's static files; the worker reads them through ASSETS. */
export const builtFolder = "_i18n";

export const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

/** A language's file as a flat object of texts, or {} when the language has none yet. */
export function readPart(language, part) {
  const path = join(localesDir, language, `${part}.json`);
  return existsSync(path) ? readJson(path) : {};
}

/** The languages with a folder under locales/, English first. */
export function localeFolders() {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b)));
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;
const tag = /<\/?([a-zA-Z][\w-]*)[^>]*>/g;

/** The placeholders of a text, sorted ({{count}} twice counts once). */
export const placeholdersOf = (text) => [...new Set([...text.matchAll(placeholder)].map((m) => m[1]))].sort();
/** The markup of a text: its tags' names in order, opening and closing. */
export const tagsOf = (text) => [...text.matchAll(tag)].map((m) => (m[0].startsWith("</") ? "/" : "") + m[1].toLowerCase()).sort();

/** i18next's plural suffixes: a key `X_one`, `X_other`… is a form of `X`. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
export const pluralBase = (key) => key.replace(pluralSuffix, "");
export const isPluralForm = (key) => pluralSuffix.test(key);

/**
 * Which of English's keys a translation covers. A plural key counts as covered when the
 * translation has any of its forms (languages have other forms than English's one/other).
 */
export function coveredKeys(english, translation) {
  const translatedBases = new Set(Object.keys(translation).filter((k) => isPluralForm(k) && translation[k]).map(pluralBase));
  return Object.keys(english).filter((k) => (typeof translation[k] === "string" && translation[k] !== "") || (isPluralForm(k) && translatedBases.has(pluralBase(k))));
}

/** Per language, how many of English's texts it has, by part and in all. */
export function completeness() {
  const english = Object.fromEntries(parts.map((p) => [p, readPart("en", p)]));
  const total = parts.reduce((n, p) => n + Object.keys(english[p]).length, 0);
  const out = {};
  for (const language of localeFolders()) {
    if (language === "en") continue;
    const done = Object.fromEntries(parts.map((p) => [p, coveredKeys(english[p], readPart(language, p)).length]));
    const sum = parts.reduce((n, p) => n + done[p], 0);
    out[language] = { ...done, total, percentage: Math.floor((sum / total) * 100) };
  }
  return out;
}

/**
 * Everything wrong with one language's file, as lines: a placeholder or a tag that differs from
 * English, a plural form the language needs and lacks, a key English does not have; text the same
 * as English ends in "(a note)".
 */
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

const accents = { a: "á", e: "é", i: "í", o: "ö", u: "ü", c: "ç", n: "ñ", y: "ý", A: "Å", E: "É", I: "Î", O: "Ø", U: "Û", C: "Ç", N: "Ñ", Y: "Ý" };

/**
 * A text in the pseudo-locale: every letter accented and half again as long, in brackets, so that
 * untranslated (plain) and clipped (no closing bracket) text stands out. Placeholders, markup and
 * entities stay as they are.
 */
export function pseudo(text) {
  const pieces = text.split(/(\{\{[^}]*\}\}|<[^>]*>|&[#\w]+;)/);
  const body = pieces.map((piece, i) => (i % 2 === 1 ? piece : piece.replace(/[a-zA-Z]/g, (ch) => accents[ch] ?? ch))).join("");
  const letters = text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, "").length;
  return `[${body} ${"·".repeat(Math.ceil(letters / 2))}]`;
}

export const pseudoFile = (english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudo(v)]));

/**
 * The server's messages a student can meet: every `error: "…"` string literal and HTTPException
 * message literal in the API's code (not in the seed, whose messages are the shop's content, nor in the catalogue).
 * They are translated by their English text (worker/i18n/messages.ts).
 */
export function serverMessages(root = new URL("../", import.meta.url).pathname) {
  const found = new Set();
  const skip = /worker\/(db\/seed|challenges\/catalogue|i18n)|\.d\.ts$/;
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !skip.test(path)) {
        const source = readFileSync(join(root, path), "utf8");
        for (const m of source.matchAll(/\berror: "((?:[^"\\]|\\.)+)"|HTTPException\(\d+, \{ message: "((?:[^"\\]|\\.)+)"/g)) {
          found.add(JSON.parse(`"${m[1] ?? m[2]}"`));
        }
      }
    }
  };
  for (const dir of ["worker", "party"]) walk(dir);
  return [...found].sort();
}
