import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { issueRenderNonce, maxRenderedSearchText } from "../lib/search-renders";
import { jsonBody } from "../lib/validate";

/**
 * POST /rest/search-renders {q}: the nonce of one render of the search page for the search text q
 * (worker/lib/search-renders.ts). The page's loader asks for it when the text holds markup; the
 * page sends it back with its report that the markup ran. Mounted at /rest/search-renders.
 */
export const searchRendersApi = new Hono<ApiEnv>({ strict: false }).post(
  "/",
  jsonBody(z.object({ q: z.string().min(1).max(maxRenderedSearchText) })),
  async (c) => {
    const issued = await issueRenderNonce(c.get("instance").data, c.req.valid("json").q);
    // Each render its own: no cache may hand one nonce to two pages.
    c.header("Cache-Control", "no-store");
    return c.json(issued, 201);
  },
);
