/** One route of the API: its method and Hono path (`/api/Products/:id`, `/x/:file{.+}`). */
export interface ApiRoute {
  method: string;
  path: string;
}

// Read from the Hono app itself, so a route added later is covered without editing a list. The
// module path is computed because tsc checks tests with Node's types (tsconfig.node.json), under
// which the worker's own sources do not compile; tests/worker/paths.test.ts reads the same
// `api.routes` with the worker's types.
const apiModule = "../../worker/api";
const { api } = (await import(/* @vite-ignore */ apiModule)) as { api: { routes: ApiRoute[] } };

/**
 * Every method and path the API answers, once each (Hono lists a route once per handler, and
 * "ALL /*" is the request counters' middleware, not a route).
 */
export const apiRoutes: ApiRoute[] = [
  ...new Map(api.routes.filter((r) => r.path !== "/*" && r.method !== "ALL").map((r) => [`${r.method} ${r.path}`, r])).values(),
].map(({ method, path }) => ({ method, path }));

/** The names of a route's path parameters (`:file{.+}` is `file`). */
export const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1]!);

/** A route's path with its parameters filled in (each value is put in as given: encode it yourself). */
export const fillPath = (path: string, value: (name: string) => string) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => value(name));
