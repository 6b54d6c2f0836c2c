/*
 * Labels built with a text: apart from ./core.ts, which vite.config.ts leaves as it is, so that the
 * English they name comes with them on the first page.
 */
import type { TFunction } from "./core";

/** The language button's name starts with what it shows ("EN"), as screen-reader users hear it. */
export const languageLabel = (t: TFunction, language: { shortKey: string; lang: string }) =>
  `${language.shortKey} (${t("TITLE_LANGUAGE")}: ${language.lang})`;

const labelKey = (prefix: string, name: string) => `${prefix}_${name.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_|_$/g, "")}`;
/** A challenge category or tag as the student reads it ("Broken Access Control" is CATEGORY_BROKEN_ACCESS_CONTROL); filters keep the English name. */
export const categoryLabel = (t: TFunction, category: string) => t(labelKey("CATEGORY", category), { defaultValue: category });
export const tagLabel = (t: TFunction, tag: string) => t(labelKey("TAG", tag), { defaultValue: tag });
