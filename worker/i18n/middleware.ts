import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api-types";
import { contentTranslator, cookieLanguage, type ContentTranslator } from "./texts";

/**
 * Gives every request its language (the `language` cookie the menu writes) and, when a route asks,
 * the server's texts in it. Afterwards, the message of a 4xx/5xx JSON answer (`{ error: "…" }`) is
 * translated by its English text (`message.<text>` in content.json): routes write their messages in
 * English where they send them, and stay as they are.
 */
export const requestLanguage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const language = cookieLanguage(c.req.header("Cookie"));
  let translator: Promise<ContentTranslator> | undefined;
  c.set("texts", () => (translator ??= contentTranslator(c.get("instance").textFiles, language)));
  await next();
  if (language !== "en" && c.res.status >= 400) c.res = await translatedError(c, c.res);
};

/** The request's texts (English unless its language has them). */
export const textsOf = (c: Context<ApiEnv>) => c.get("texts")();

async function translatedError(c: Context<ApiEnv>, response: Response): Promise<Response> {
  if (!/^application\/json\b/.test(response.headers.get("Content-Type") ?? "")) return response;
  const body = await response.clone().text();
  if (body.length > 4096) return response;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return response;
  }
  if (!parsed || typeof parsed !== "object" || typeof (parsed as { error?: unknown }).error !== "string") return response;
  const english = (parsed as { error: string }).error;
  const translated = (await textsOf(c)).t(`message.${english}`, english);
  if (translated === english) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ ...parsed, error: translated }), { status: response.status, headers });
}
