import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import manifest from "virtual:i18n-manifest";
import english from "../../locales/en/ui.json";
import { isShownLanguage, languages, type Translations } from "../../app/i18n/languages";
import type { ApiEnv } from "../api-types";
import extraLanguage from "../challenges/catalogue/extra-language";
import { solveIf } from "../challenges/engine";
import { pathParams } from "../lib/validate";

/** The languages in the works, which sit beside the offered ones but are not offered (worker/i18n). */
const unlisted = Object.fromEntries(
  Object.entries(import.meta.glob<Translations>("./../i18n/*.json", { eager: true, import: "default" })).map(([path, texts]) => [
    path.slice(path.lastIndexOf("/") + 1, -".json".length),
    texts,
  ]),
);

/** How much of English a language covers, in whole percent: its interface and the server's texts, counted at build time. */
const coverage = (key: string) => (key === "en" ? 100 : (manifest[key]?.percentage ?? 0));

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
  const texts = key === "en" ? english : isShownLanguage(key) ? await c.get("instance").textFiles(key, "ui") : unlisted[key];
  if (!texts) throw new HTTPException(404, { message: `No translation for ${key}.` });
  // The file of a language that is not offered yet is no secret, only unlinked.
  await solveIf(c.get("instance"), extraLanguage, () => !isShownLanguage(key));
  return c.json(texts, 200, { "Cache-Control": "public, max-age=300" });
});
