import type { Context } from "hono";
import english from "../../locales/en/ui.json";
import { isListedLanguage, languages, type Translations } from "../../app/i18n/languages";
import { contentTranslator, cookieLanguage, fill, type TextFiles } from "../i18n/texts";
import type { PageLanguage } from "./pages";

/**
 * The language of a student's join page: the one they chose before (the shop's `language` cookie),
 * else the first of their browser's languages (Accept-Language) the shop speaks, else English.
 * "pt-BR" is pt_BR, "fr-CA" the French we have, "zh-HK" zh_HK.
 */
export function pageLanguageKey(cookie: string | undefined, acceptLanguage: string | undefined): string {
  const chosen = cookieLanguage(cookie);
  if (chosen !== "en" || /(?:^|;\s*)language=en\b/.test(cookie ?? "")) return isListedLanguage(chosen) ? chosen : "en";
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) || 0 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = languages.find((l) => l.key.toLowerCase().replace("_", "-") === tag);
    const sameLanguage = languages.find((l) => l.key.split("_")[0] === tag.split("-")[0]);
    const match = exact ?? sameLanguage;
    if (match) return match.key;
  }
  return "en";
}

const englishTexts: Translations = english;
const pageText = (texts: Translations): PageLanguage["t"] => (textKey, values) => fill(texts[textKey] || englishTexts[textKey] || textKey, values);

/** The student's pages in English (the fallback of every other language). */
export const englishPageLanguage = (): PageLanguage => ({ key: "en", t: pageText({}), choices: languages });

/** The page's texts in that language (English where it lacks one) and the menu of languages. */
export async function pageLanguage(c: Context, files: TextFiles): Promise<PageLanguage & { message(text: string): string }> {
  const key = pageLanguageKey(c.req.header("Cookie"), c.req.header("Accept-Language"));
  const texts: Translations = (await files(key, "ui")) ?? {};
  const content = await contentTranslator(files, key);
  return {
    key,
    t: pageText(texts),
    choices: languages,
    // The cohort's answers (a name taken, the cohort full) are server messages like the shop's.
    message: (text) => content.t(`message.${text}`, text),
  };
}
