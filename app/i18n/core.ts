/**
 * The translator without the whole of English, for the modules of the shop's first page and of the
 * shell's menus and dialogs (docs/performance.md). Each of them carries the English texts of the
 * keys it names: vite.config.ts adds them to the module, and they are added here when it loads.
 * Every other module imports ./index, which adds all of English. In the browser, a key not in the
 * English known so far loads the rest of English, and the page renders again.
 */
import { isShownLanguage, type Translations } from "./languages";

export { directionOf, htmlLang, isListedLanguage, isShownLanguage, languages, type LanguageKey, type Translations } from "./languages";
export { I18nProvider, useTranslation } from "./react";

/** A text by key, with `{{name}}` placeholders filled from `values` (not escaped: React escapes). */
export type TFunction = (key: string, values?: Record<string, unknown> & { defaultValue?: string }) => string;

/**
 * The page's language and texts. English is bundled; another language comes with its texts,
 * loaded from /assets/i18n/ (by the root loader for the first page, by the language menu on a
 * change), from locales/<language>/ui.json. Keys a translation lacks fall back to English, keys English lacks to `defaultValue`,
 * then to the key itself. (Our own few lines in place of i18next: the shop needs only this, and
 * it is a fifth of the first load's JavaScript less; docs/decisions/0035.)
 */
export interface I18n {
  readonly language: string;
  readonly t: TFunction;
  /** Switches the language; its texts are needed unless it is English. */
  setLanguage(language: string, translations?: Translations): void;
  /** For React (useSyncExternalStore): called after every switch. */
  subscribe(listener: () => void): () => void;
}

/** The English texts known so far: all of them on the server and once ./index has loaded. */
const english: Translations = {};
let allOfEnglish = false;
/** Each page i18n's way to render again with the English that has just arrived. */
const refreshers = new Set<() => void>();
let loadingEnglish = false;

/** Adds English texts: a module's own (vite.config.ts), or all of them (./index). */
export function addEnglish(texts: Translations, all = false) {
  Object.assign(english, texts);
  if (!all || allOfEnglish) return;
  allOfEnglish = true;
  for (const refresh of refreshers) refresh();
}

/** A key not in the English known so far, in the browser: the rest of English loads, then pages render again. */
function missingInEnglish() {
  if (allOfEnglish || loadingEnglish || typeof window === "undefined") return;
  loadingEnglish = true;
  void import("./index").catch(() => {
    loadingEnglish = false;
  });
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The language's plural categories ("one", "other", …); English's for a tag Intl does not know. */
function pluralRules(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language.replace("_", "-"));
  } catch {
    return new Intl.PluralRules("en");
  }
}

/**
 * A numeric `count` picks the plural form where the texts have one, as i18next's files name them:
 * `KEY_zero` for 0 if there is one, else `KEY_<category>` (`KEY_one`, `KEY_other`, …), else `KEY`.
 */
function translator(texts: Translations | undefined, language = "en"): TFunction {
  const rules = pluralRules(language);
  const lookup = (key: string): string | undefined => texts?.[key] ?? english[key];
  const known = (key: string): string | undefined => {
    const text = lookup(key);
    if (text === undefined) missingInEnglish();
    return text;
  };
  const pluralOf = (key: string, count: number) => {
    if (count === 0) return lookup(`${key}_zero`) ?? lookup(`${key}_${rules.select(count)}`);
    // A key English gives a `_zero` of its own means "exactly none" by it; in a language whose
    // CLDR "zero" category holds other numbers (Latvian: 10-20, 30…), those take `_other` there.
    const category = rules.select(count);
    return lookup(`${key}_${category === "zero" && english[`${key}_zero`] !== undefined ? "other" : category}`);
  };
  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === "number" ? pluralOf(key, count) : undefined) ?? known(key) ?? values?.defaultValue ?? key;
    return values ? text.replace(placeholder, (match, name: string) => (name in values ? String(values[name]) : match)) : text;
  };
}

/** One per render on the server (requests must not share a language), one for the page in the browser. */
export function createI18n(language: string, translations?: Translations): I18n {
  const listeners = new Set<() => void>();
  let state = { language: "en", t: translator(undefined) };
  let currentTexts: Translations | undefined;
  const set = (next: string, texts?: Translations) => {
    currentTexts = texts;
    const usable = isShownLanguage(next) && (next === "en" || texts);
    state = usable ? { language: next, t: translator(next === "en" ? undefined : texts, next) } : { language: "en", t: translator(undefined) };
  };
  set(language, translations);
  // More English arrived: a new t, so that what used a missing key renders again.
  if (typeof window !== "undefined")
    refreshers.add(() => {
      set(state.language, currentTexts);
      for (const listener of listeners) listener();
    });
  return {
    get language() {
      return state.language;
    },
    get t() {
      return state.t;
    },
    setLanguage(next, texts) {
      set(next, texts);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let defaultLanguage: I18n | undefined;

/** Texts outside the React tree (page titles, the error page), in the default language. */
export const tDefault = (key: string): string => (defaultLanguage ??= createI18n("en")).t(key);

/** A language's texts from the shop's file server (English is bundled and never fetched). */
export async function fetchTranslations(key: string): Promise<Translations | undefined> {
  if (key === "en" || !isShownLanguage(key)) return undefined;
  const response = await fetch(`/assets/i18n/${key}.json`);
  return response.ok ? ((await response.json()) as Translations) : undefined;
}
