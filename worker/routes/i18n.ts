import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { isListedLanguage, languages, type Translations } from "../../app/i18n/languages";
import type { ApiEnv } from "../api-types";
import extraLanguage from "../challenges/catalogue/extra-language";
import { solveIf } from "../challenges/engine";
import { pathParams } from "../lib/validate";

/**
 * Every translation the shop has, by language key: the offered ones (app/i18n) and those still in
 * the works, which sit beside them but are not offered (worker/i18n).
 */
const translations = Object.fromEntries(
  Object.entries(
    import.meta.glob<Translations>(["../../app/i18n/en.json", "../../app/i18n/locales/*.json", "../i18n/*.json"], {
      eager: true,
      import: "default",
    }),
  ).map(([path, texts]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), texts]),
);

const english = translations.en!;
const englishKeys = Object.keys(english);

/** How much of the English texts a translation covers, in whole percent. */
function coverage(key: string): number {
  const texts = translations[key] ?? {};
  const done = englishKeys.filter((k) => typeof texts[k] === "string" && texts[k] !== "").length;
  return Math.floor((done / englishKeys.length) * 100);
}

const gauge = (percentage: number) =>
  percentage > 90 ? "full" : percentage > 70 ? "three-quarters" : percentage > 50 ? "half" : percentage > 30 ? "quarter" : "empty";

/** GET /rest/languages: the offered languages and how complete each translation is. */
export const languagesApi = new Hono<ApiEnv>({ strict: false }).get("/", (c) =>
  c.json(
    languages.map((l) => {
      const percentage = coverage(l.key);
      return { ...l, percentage, gauge: gauge(percentage) };
    }),
  ),
);

const fileParam = pathParams(z.object({ file: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?\.json$/, "Not a translation file name.") }));

/** GET /assets/i18n/{key}.json: one language's texts. Mounted at /assets/i18n. */
export const translationsApi = new Hono<ApiEnv>({ strict: false }).get("/:file", fileParam, async (c) => {
  const key = c.req.valid("param").file.slice(0, -".json".length);
  const texts = translations[key];
  if (!texts) throw new HTTPException(404, { message: `No translation for ${key}.` });
  // The file of a language that is not offered yet is no secret, only unlinked.
  await solveIf(c.get("instance"), extraLanguage, () => !isListedLanguage(key));
  return c.json(texts, 200, { "Cache-Control": "public, max-age=300" });
});
