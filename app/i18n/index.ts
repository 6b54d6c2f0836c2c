import i18next, { type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en.json";

export const languages = [{ key: "en", lang: "English" }] as const;
export type LanguageKey = (typeof languages)[number]["key"];

/** The language button's name starts with what it shows ("EN"), as screen-reader users hear it. */
export const languageLabel = (t: TFunction, language: { key: string; lang: string }) =>
  `${language.key.toUpperCase()} (${t("TITLE_LANGUAGE")}: ${language.lang})`;

/**
 * One i18next instance per render on the server (requests must not share a language), one for the
 * page in the browser. English is bundled; later languages load as separate chunks.
 */
export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: languages.some((l) => l.key === language) ? language : "en",
    fallbackLng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

let defaultLanguage: i18n | undefined;

/** Texts outside the React tree (page titles, the error page), in the default language. */
export const tDefault = (key: string): string => (defaultLanguage ??= createI18n("en")).t(key);
