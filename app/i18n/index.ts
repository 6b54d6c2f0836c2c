import i18next, { type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en.json";
import { isListedLanguage, type Translations } from "./languages";

export { htmlLang, isListedLanguage, languages, type LanguageKey, type Translations } from "./languages";

/** The language button's name starts with what it shows ("EN"), as screen-reader users hear it. */
export const languageLabel = (t: TFunction, language: { shortKey: string; lang: string }) =>
  `${language.shortKey} (${t("TITLE_LANGUAGE")}: ${language.lang})`;

/**
 * One i18next instance per render on the server (requests must not share a language), one for the
 * page in the browser. English is bundled; another language comes with its texts, loaded from
 * /assets/i18n/ (by the root loader for the first page, by the language menu on a change). Keys a
 * translation lacks fall back to English.
 */
export function createI18n(language: string, translations?: Translations): i18n {
  const instance = i18next.createInstance();
  const lng = isListedLanguage(language) && (language === "en" || translations) ? language : "en";
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: "en",
    resources: { en: { translation: en }, ...(translations && lng !== "en" ? { [lng]: { translation: translations } } : {}) },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

let defaultLanguage: i18n | undefined;

/** Texts outside the React tree (page titles, the error page), in the default language. */
export const tDefault = (key: string): string => (defaultLanguage ??= createI18n("en")).t(key);

/** A language's texts from the shop's file server (English is bundled and never fetched). */
export async function fetchTranslations(key: string): Promise<Translations | undefined> {
  if (key === "en" || !isListedLanguage(key)) return undefined;
  const response = await fetch(`/assets/i18n/${key}.json`);
  return response.ok ? ((await response.json()) as Translations) : undefined;
}
