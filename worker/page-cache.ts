import { cookieLanguage } from "./i18n/texts";

/**
 * Rendered pages, kept while the instance's data has not changed (worker/db/data-version.ts).
 *
 * A shop page is rendered from the instance's data, its configuration (fixed for the life of the
 * isolate), the address and the language cookie; loaders read no token. So a page rendered for one
 * data version, address and language is the same page until a write moves the version; any write
 * does, a solve too, so a cached page never hides a solve from the room. Documents and the
 * loader data of client-side navigations (`.data`) are kept alike. A short age limit bounds what
 * a missed change could cost, and the cache is small and per isolate.
 */
export interface PageCacheLimits {
  entries: number;
  bytes: number;
  /** Largest page kept; bigger ones are served, not kept. */
  entryBytes: number;
  maxAgeMs: number;
}

export const pageCacheLimits: PageCacheLimits = { entries: 64, bytes: 8 * 1024 * 1024, entryBytes: 1024 * 1024, maxAgeMs: 30_000 };

interface Entry {
  version: number;
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** The only request state a page's rendering reads besides the address (an unknown language renders English). */
const languageOf = (request: Request) => cookieLanguage(request.headers.get("Cookie") ?? undefined);

export function createPageCache(limits: PageCacheLimits = pageCacheLimits, now: () => number = Date.now) {
  const entries = new Map<string, Entry>(); // in use order, oldest first
  const rendering = new Map<string, Promise<Entry | Response>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.byteLength;
  };

  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.entries && bytes <= limits.bytes) break;
      drop(oldest);
    }
  };

  const responseOf = (entry: Entry) => new Response(entry.body, { status: entry.status, headers: entry.headers });

  /** Renders, and keeps the page when it is an ordinary, complete success. */
  async function renderAndKeep(key: string, version: number, request: Request, render: (request: Request) => Promise<Response>) {
    const response = await render(request);
    // A page that is one render's alone (a search page with its render nonce) says no-store.
    if (response.status !== 200 || response.headers.has("Set-Cookie") || /no-store/i.test(response.headers.get("Cache-Control") ?? "")) {
      return response;
    }
    const body = await response.arrayBuffer();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    const entry: Entry = { version, storedAt: now(), status: response.status, headers, body };
    if (body.byteLength <= limits.entryBytes) keep(key, entry);
    return entry;
  }

  return {
    /**
     * Serves a page from the cache when it was rendered for the data's current version, or renders
     * it (once, for all requests asking for it meanwhile). `version` reads the data's version
     * before rendering: a write during rendering (a search that solves a challenge) then makes
     * the next request render again. Without a version (the instance cannot say), always renders.
     */
    async serve(
      request: Request,
      version: () => Promise<number | null>,
      render: (request: Request) => Promise<Response>,
      /** The instance the page belongs to: in cohort mode one isolate renders many students' shops. */
      instance = "",
    ): Promise<Response> {
      if (request.method !== "GET") return render(request);
      const current = await version();
      if (current === null) return render(request);
      const url = new URL(request.url);
      const key = `${instance} ${languageOf(request)} ${url.host}${url.pathname}${url.search}`;
      const cached = entries.get(key);
      if (cached && cached.version === current && now() - cached.storedAt < limits.maxAgeMs) {
        keep(key, cached); // most recently used
        return responseOf(cached);
      }
      const renderKey = `${current} ${key}`;
      let pending = rendering.get(renderKey);
      const first = !pending;
      if (!pending) {
        pending = renderAndKeep(key, current, request, render).finally(() => rendering.delete(renderKey));
        rendering.set(renderKey, pending);
      }
      const result = await pending;
      if (result instanceof Response) {
        // A response that was not kept can be read once: the others asking meanwhile render their own.
        return first ? result : render(request);
      }
      return responseOf(result);
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
