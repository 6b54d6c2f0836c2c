import { routePartykitRequest } from "partyserver";
import { createRequestHandler } from "react-router";
import { apiClient, type ApiClient } from "./api-client";
import { environmentFor, type Environment } from "./config/environment";
import type { StoreName } from "./config/stores";
import { readDataVersion } from "./db/data-version";
import { createCohortFront } from "./cohort/front";
import { createHost } from "./host";
import { roomAddress, singleInstanceName } from "./instance/address";
import { d1Data, d1Instance } from "./instance/d1";
import { createPageCache } from "./page-cache";
import { isApiPath } from "./paths";
import { builtFolder, cookieLanguage } from "./i18n/texts";

export { Cohort } from "../party/cohort";
export { CohortDirectory } from "../party/cohort-directory";
export { Instance } from "../party/instance";
export { InstanceRoom } from "../party/instance-room";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The shop's own API, typed, called in-process (no network). */
    api: ApiClient;
  }
}

const noSuchRoom = () => Response.json({ error: "No such room." }, { status: 404 });

/** The API of instances whose data lives in D1, hosted by the worker itself. */
const d1Host = createHost((c) => d1Instance(c.env, environmentFor(c.env), singleInstanceName));

/** Hands an API request to the instance it belongs to, on the configured store. */
async function instanceApi(store: StoreName, name: string, request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  if (store === "d1") return d1Host.fetch(request, env, ctx);
  // Addressed by name, the object knows its name and starts itself on its first fetch; partyserver's
  // getServerByName() would add a round trip to every call just to await that start.
  return env.Instance.getByName(name).fetch(request);
}

/** Only the instance's own room exists; no request may reach or create another. */
async function rooms(request: Request, env: Env, store: StoreName, name: string): Promise<Response> {
  const own = roomAddress(store, name);
  const [, , party, room] = new URL(request.url).pathname.split("/");
  if (party !== own.party || room !== own.name) return noSuchRoom();
  return (await routePartykitRequest(request, env)) ?? noSuchRoom();
}

/** Whether a path names a file ("/robots.txt", "/assets/public/images/…/x.jpg"): every static file has an extension, no page has. */
const namesFile = (pathname: string) => /\.[^/]+$/.test(pathname);

/** A static file from the assets, or null when there is none by that name. */
async function staticFile(request: Request, env: Env): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!namesFile(pathname) || (request.method !== "GET" && request.method !== "HEAD")) return null;
  // The translations' files are the worker's to read (worker/i18n/texts.ts), not the browser's.
  if (pathname.startsWith(`/${builtFolder}/`)) return null;
  const file = await env.ASSETS.fetch(request);
  return file.status === 404 ? null : file;
}

const pages = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);
const pageCache = createPageCache();

/**
 * The version of the instance's data (worker/db/data-version.ts), or null when it cannot say yet.
 * Read straight from the store: it is asked before every page, and the API's stack is not needed.
 */
function dataVersion(store: StoreName, name: string, env: Env): Promise<number | null> {
  if (store === "d1") return readDataVersion(d1Data(env.DB));
  return env.Instance.getByName(name).dataVersion();
}

/** The page request's language cookie, for the API calls its loaders make. */
function languageCookie(page: Request): Record<string, string> {
  const language = cookieLanguage(page.headers.get("Cookie") ?? undefined);
  return language === "en" ? {} : { Cookie: `language=${language}` };
}

/** Everything one instance serves: its room, its API, the static files and its pages. */
async function serveInstance(request: Request, env: Env, ctx: ExecutionContext, { store }: Environment, name: string): Promise<Response> {
  const { pathname, origin } = new URL(request.url);
  if (pathname.startsWith("/parties/")) return rooms(request, env, store, name);
  if (isApiPath(pathname)) return instanceApi(store, name, request, env, ctx);
  const file = await staticFile(request, env);
  if (file) return file;
  return pageCache.serve(
    request,
    () => dataVersion(store, name, env),
    (page) =>
      pages(page, {
        cloudflare: { env, ctx },
        api: apiClient(origin, {
          fetch: (input, init) => instanceApi(store, name, new Request(input, init), env, ctx),
          // Loaders read in the page's language (the only cookie they pass on: pages are cached by it).
          headers: () => languageCookie(page),
        }),
      }),
    name,
  );
}

const cohorts = createCohortFront({ serveInstance, staticFile, noSuchRoom });

/**
 * Asked for by a load generator (`X-Squeeze-Timing: 1`, scripts/tails.mjs): how long the request
 * spent in this worker, as a Server-Timing header, so that a slow request can be told apart as
 * slow here or waiting before it got here. (workerd's clock moves on I/O: the figure covers the
 * awaits on the store, the bindings and the page render.)
 */
async function timed(request: Request, serve: () => Promise<Response>): Promise<Response> {
  if (request.headers.get("X-Squeeze-Timing") !== "1") return serve();
  const started = Date.now();
  const response = await serve();
  if (response.status === 101 || response.webSocket) return response;
  const out = new Response(response.body, response);
  out.headers.set("Server-Timing", `worker;dur=${Date.now() - started}`);
  return out;
}

export default {
  async fetch(request, env, ctx) {
    return timed(request, () => serve(request, env, ctx));
  },
} satisfies ExportedHandler<Env>;

async function serve(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  let environment: Environment;
  try {
    environment = environmentFor(env);
  } catch (error) {
    return Response.json({ error: `The instance is not available: ${(error as Error).message}` }, { status: 503 });
  }
  // In cohort mode the student's signed seat names the instance; then the same path serves it.
  if (environment.mode === "cohort") return cohorts.fetch(request, env, ctx);
  return serveInstance(request, env, ctx, environment, singleInstanceName);
}
