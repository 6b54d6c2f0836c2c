import en from "../../locales/en/ui.json";
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

const english: Translations = en;
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
  const pluralOf = (key: string, count: number) => (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${rules.select(count)}`);
  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === "number" ? pluralOf(key, count) : undefined) ?? lookup(key) ?? values?.defaultValue ?? key;
    return values ? text.replace(placeholder, (match, name: string) => (name in values ? String(values[name]) : match)) : text;
  };
}

/** One per render on the server (requests must not share a language), one for the page in the browser. */
export function createI18n(language: string, translations?: Translations): I18n {
  const listeners = new Set<() => void>();
  let state = { language: "en", t: translator(undefined) };
  const set = (next: string, texts?: Translations) => {
    const usable = isShownLanguage(next) && (next === "en" || texts);
    state = usable ? { language: next, t: translator(next === "en" ? undefined : texts, next) } : { language: "en", t: translator(undefined) };
  };
  set(language, translations);
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

/** The language button's name starts with what it shows ("EN"), as screen-reader users hear it. */
export const languageLabel = (t: TFunction, language: { shortKey: string; lang: string }) =>
  `${language.shortKey} (${t("TITLE_LANGUAGE")}: ${language.lang})`;

/** A language's texts from the shop's file server (English is bundled and never fetched). */
export async function fetchTranslations(key: string): Promise<Translations | undefined> {
  if (key === "en" || !isShownLanguage(key)) return undefined;
  const response = await fetch(`/assets/i18n/${key}.json`);
  return response.ok ? ((await response.json()) as Translations) : undefined;
}

const labelKey = (prefix: string, name: string) => `${prefix}_${name.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_|_$/g, "")}`;
/** A challenge category or tag as the student reads it ("Broken Access Control" is CATEGORY_BROKEN_ACCESS_CONTROL); filters keep the English name. */
export const categoryLabel = (t: TFunction, category: string) => t(labelKey("CATEGORY", category), { defaultValue: category });
export const tagLabel = (t: TFunction, tag: string) => t(labelKey("TAG", tag), { defaultValue: tag });
