import { hc } from "hono/client";
import type { ApiRoutes } from "./api";

/**
 * The shop's API as a typed client: paths, inputs and response bodies come from the API's own
 * routes (docs/decisions/0010-typed-api-client.md), so a page never declares a response shape of
 * its own. Loaders get one in their load context (calling the API in-process); the browser's is
 * app/lib/api.ts's `browserApi()`.
 */
export type ApiClient = ReturnType<typeof hc<ApiRoutes>>;

export const apiClient = (baseUrl: string, options: { fetch?: typeof fetch; headers?: () => Record<string, string> } = {}): ApiClient =>
  hc<ApiRoutes>(baseUrl, options);
