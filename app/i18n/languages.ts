/**
 * The languages the shop offers. English is bundled with the page; every other language is a pair
 * of files under locales/<key>/ that the browser (ui.json) and the server (content.json) load when
 * it is chosen. A language's key names its folder. `dir` is the writing direction.
 */
export const languages = [
  { key: "en", lang: "English", shortKey: "EN", icons: ["gb", "us"] },
  { key: "ar_SA", lang: "العربية", shortKey: "AR", icons: ["sa"], dir: "rtl" },
  { key: "az_AZ", lang: "Azərbaycanca", shortKey: "AZ", icons: ["az"] },
  { key: "bg_BG", lang: "Български", shortKey: "BG", icons: ["bg"] },
  { key: "bn_BD", lang: "বাংলা", shortKey: "BN", icons: ["bd"] },
  { key: "ca_ES", lang: "Català", shortKey: "CA", icons: ["es-ct"] },
  { key: "cs_CZ", lang: "Čeština", shortKey: "CS", icons: ["cz"] },
  { key: "da_DK", lang: "Dansk", shortKey: "DA", icons: ["dk"] },
  { key: "de_DE", lang: "Deutsch", shortKey: "DE", icons: ["de"] },
  { key: "de_CH", lang: "Deutsch (Schweiz)", shortKey: "CH", icons: ["ch"] },
  { key: "el_GR", lang: "Ελληνικά", shortKey: "EL", icons: ["gr"] },
  { key: "es_ES", lang: "Español", shortKey: "ES", icons: ["es"] },
  { key: "et_EE", lang: "Eesti", shortKey: "ET", icons: ["ee"] },
  { key: "fa_IR", lang: "فارسی", shortKey: "FA", icons: ["ir"], dir: "rtl" },
  { key: "fi_FI", lang: "Suomi", shortKey: "FI", icons: ["fi"] },
  { key: "fr_FR", lang: "Français", shortKey: "FR", icons: ["fr"] },
  { key: "ga_IE", lang: "Gaeilge", shortKey: "GA", icons: ["ie"] },
  { key: "he_IL", lang: "עברית", shortKey: "HE", icons: ["il"], dir: "rtl" },
  { key: "hi_IN", lang: "हिन्दी", shortKey: "HI", icons: ["in"] },
  { key: "hu_HU", lang: "Magyar", shortKey: "HU", icons: ["hu"] },
  { key: "id_ID", lang: "Bahasa Indonesia", shortKey: "ID", icons: ["id"] },
  { key: "it_IT", lang: "Italiano", shortKey: "IT", icons: ["it"] },
  { key: "ja_JP", lang: "日本語", shortKey: "JA", icons: ["jp"] },
  { key: "ka_GE", lang: "ქართული", shortKey: "KA", icons: ["ge"] },
  { key: "ko_KR", lang: "한국어", shortKey: "KO", icons: ["kr"] },
  { key: "lt_LT", lang: "Lietuvių", shortKey: "LT", icons: ["lt"] },
  { key: "lv_LV", lang: "Latviešu", shortKey: "LV", icons: ["lv"] },
  { key: "my_MM", lang: "မြန်မာ", shortKey: "MY", icons: ["mm"] },
  { key: "nl_NL", lang: "Nederlands", shortKey: "NL", icons: ["nl"] },
  { key: "no_NO", lang: "Norsk", shortKey: "NO", icons: ["no"] },
  { key: "pl_PL", lang: "Polski", shortKey: "PL", icons: ["pl"] },
  { key: "pt_PT", lang: "Português", shortKey: "PT", icons: ["pt"] },
  { key: "pt_BR", lang: "Português (Brasil)", shortKey: "BR", icons: ["br"] },
  { key: "ro_RO", lang: "Română", shortKey: "RO", icons: ["ro"] },
  { key: "ru_RU", lang: "Русский", shortKey: "RU", icons: ["ru"] },
  { key: "si_LK", lang: "සිංහල", shortKey: "SI", icons: ["lk"] },
  { key: "sv_SE", lang: "Svenska", shortKey: "SV", icons: ["se"] },
  { key: "th_TH", lang: "ภาษาไทย", shortKey: "TH", icons: ["th"] },
  { key: "tr_TR", lang: "Türkçe", shortKey: "TR", icons: ["tr"] },
  { key: "uk_UA", lang: "Українська", shortKey: "UK", icons: ["ua"] },
  { key: "zh_CN", lang: "简体中文", shortKey: "CN", icons: ["cn"] },
  { key: "zh_HK", lang: "繁體中文（香港）", shortKey: "HK", icons: ["hk"] },
  { key: "zh_TW", lang: "繁體中文（台灣）", shortKey: "TW", icons: ["tw"] },
] as const satisfies readonly { key: string; lang: string; shortKey: string; icons: readonly string[]; dir?: "rtl" }[];

export type Language = (typeof languages)[number];
export type LanguageKey = Language["key"];

/**
 * The pseudo-locale (English made long and accented, for finding clipped and untranslated text):
 * not in the menu; chosen by its cookie (language=en_XA) for screenshots.
 */
export const pseudoLocale = "en_XA";

export const isListedLanguage = (key: string): key is LanguageKey => languages.some((l) => l.key === key);
/** A language the shop can show: a listed one or the pseudo-locale. */
export const isShownLanguage = (key: string) => isListedLanguage(key) || key === pseudoLocale;

/** A language key as an HTML lang attribute ("de_DE" → "de-DE"). */
export const htmlLang = (key: string) => key.replace("_", "-");

/** The writing direction of a language ("rtl" for Arabic, Hebrew, Persian). */
export const directionOf = (key: string): "ltr" | "rtl" => (languages.find((l) => l.key === key) as { dir?: "rtl" } | undefined)?.dir ?? "ltr";

export type Translations = Record<string, string>;
