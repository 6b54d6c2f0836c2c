import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import ssrf from "../challenges/catalogue/ssrf";
import { solveIf } from "../challenges/engine";
import { isSelfRequest } from "../lib/self-requests";
import { queryParams } from "../lib/validate";

/** The key the quarantined malware calls home with (it is written in its code, /ftp/quarantine/). */
export const malwareKey = "pR3ss-H4rd3r-ev3ry-dr0p-c0unts";

/**
 * GET /solve/challenges/server-side?key=: where the quarantined malware calls home. Only the
 * server itself can reach it in a way that counts: the profile page's image fetch (the SSRF).
 * Mounted at /solve.
 */
export const solveApi = new Hono<ApiEnv>({ strict: false }).get(
  "/challenges/server-side",
  queryParams(z.object({ key: z.string().max(200) })),
  async (c) => {
    const { key } = c.req.valid("query");
    const solved = await solveIf(c.get("instance"), ssrf, () => isSelfRequest(c.req.raw) && key === malwareKey);
    return c.json({ status: solved ? ("solved" as const) : ("ignored" as const) }, 200);
  },
);
