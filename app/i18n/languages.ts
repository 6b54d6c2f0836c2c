/**
 * The languages the shop offers. English is bundled with the page; every other language is a file
 * under /assets/i18n/ that the browser loads when it is chosen. A language's key names its file.
 */
export const languages = [
  { key: "en", lang: "English", shortKey: "EN", icons: ["gb", "us"] },
  { key: "de_DE", lang: "Deutsch", shortKey: "DE", icons: ["de"] },
] as const satisfies readonly { key: string; lang: string; shortKey: string; icons: readonly string[] }[];

export type Language = (typeof languages)[number];
export type LanguageKey = Language["key"];

export const isListedLanguage = (key: string): key is LanguageKey => languages.some((l) => l.key === key);

/** A language key as an HTML lang attribute ("de_DE" → "de-DE"). */
export const htmlLang = (key: string) => key.replace("_", "-");

export type Translations = Record<string, string>;
