import { isShownLanguage, type Translations } from "../../app/i18n/languages";

/**
 * A language's files, as the build put them among the static files (scripts/vite-plugins.mjs,
 * `translations()`): /_i18n/<language>/ui.json (the browser's texts) and content.json (the
 * server's). Read through ASSETS on the first request that asks for the language, then kept,
 * a few languages per isolate, so that a class in thirty languages never holds all of them.
 */
export type TextPart = "ui" | "content";
export type TextFiles = (language: string, part: TextPart) => Promise<Translations | undefined>;
/** What the files are read through: the ASSETS binding (only its fetch). */
export interface AssetReader {
  fetch(request: Request): Promise<Response>;
}

export const builtFolder = "_i18n";
const kept = 8;
const cache = new Map<string, Promise<Translations | undefined>>(); // in use order, oldest first

const readers = new WeakMap<AssetReader, TextFiles>();

export function assetTextFiles(assets: AssetReader): TextFiles {
  let reader = readers.get(assets);
  if (!reader) readers.set(assets, (reader = assetReader(assets)));
  return reader;
}

function assetReader(assets: AssetReader): TextFiles {
  return (language, part) => {
    if (!isShownLanguage(language) || language === "en") return Promise.resolve(undefined);
    const path = `/${builtFolder}/${language}/${part}.json`;
    let file = cache.get(path);
    if (file) cache.delete(path);
    else {
      file = assets
        .fetch(new Request(`https://assets.invalid${path}`))
        .then(async (response) => (response.ok ? ((await response.json()) as Translations) : undefined))
        .catch(() => undefined);
      // A failed read is not kept: the next request tries again.
      void file.then((texts) => texts ?? cache.delete(path));
    }
    cache.set(path, file);
    for (const oldest of cache.keys()) {
      if (cache.size <= kept) break;
      cache.delete(oldest);
    }
    return file;
  };
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders (a missing value leaves the placeholder standing, to be noticed). */
export const fill = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(placeholder, (match, name: string) => (name in values ? String(values[name]) : match)) : text;

/** The server's texts in one language: `t(key, english)` answers the translation, or English. */
export interface ContentTranslator {
  readonly language: string;
  t(key: string, english: string, values?: Record<string, string | number>): string;
  /** Whether the language is English (then nothing needs translating). */
  readonly english: boolean;
}

export const englishTranslator: ContentTranslator = { language: "en", english: true, t: (_key, english, values) => fill(english, values) };

/** The request's language, from its `language` cookie (the one the language menu writes). */
export function cookieLanguage(cookieHeader: string | undefined): string {
  const value = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  return value && isShownLanguage(value) ? value : "en";
}

/** The server's texts of a language (English where a translation lacks one). */
export async function contentTranslator(files: TextFiles, language: string): Promise<ContentTranslator> {
  if (language === "en") return englishTranslator;
  const texts = await files(language, "content");
  if (!texts) return englishTranslator;
  return { language, english: false, t: (key, english, values) => fill(texts[key] || english, values) };
}
