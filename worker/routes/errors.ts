import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import errorHandling from "../challenges/catalogue/error-handling";
import { solve } from "../challenges/engine";
import { escapeHtml } from "../lib/html";

/**
 * An error a route raises the old way, with a status but no plan for how to answer it: it goes
 * to the same leaky error page as a crash (the file server's refusals do, as in the reference shop).
 */
export class UnhandledStatusError extends Error {
  override name = "UnhandledStatusError";
  constructor(
    readonly status: 403 | 404 | 500,
    message: string,
  ) {
    super(message);
  }
}

function leakyErrorPage(c: Context<ApiEnv>, error: Error) {
  const appName = c.get("instance")?.config.application.name ?? "Squeeze";
  const status = error instanceof UnhandledStatusError ? error.status : 500;
  const details = `${error.name}: ${error.message}\n${error.stack ?? ""}`;
  if ((c.req.header("Accept") ?? "").includes("text/html")) {
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(appName)} – Error</title></head>` +
        `<body><h1>${escapeHtml(appName)} (Hono on workerd)</h1><h2>${status} ${escapeHtml(error.message)}</h2>` +
        `<pre>${escapeHtml(details)}</pre></body></html>`,
      status,
    );
  }
  return c.json({ error: { name: error.name, message: error.message, stack: error.stack ?? null } }, status);
}

/**
 * Answers handled errors (HTTPException: validation, auth, not found) with their status and a
 * JSON message. Anything else is a failure the shop did not plan for.
 */
export const onError: ErrorHandler<ApiEnv> = async (error, c) => {
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    return c.json({ error: error.message || res.statusText }, error.status);
  }
  // vuln-code-snippet start errorHandlingChallenge
  // Unplanned errors are shown with their message and stack trace on purpose (information leak).
  const instance = c.get("instance");
  // A damaged instance must not turn the error page itself into a second failure.
  if (instance) await solve(instance, errorHandling).catch((e: unknown) => console.error(e));
  return leakyErrorPage(c, error); // vuln-code-snippet vuln-line errorHandlingChallenge
  // vuln-code-snippet end errorHandlingChallenge
};

export const notFound: NotFoundHandler = (c) =>
  c.json({ error: `Unexpected path: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404);
