import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { hints } from "../db/schema";
import { jsonBody, pathParams } from "../lib/validate";
import { translatedHint } from "../i18n/content";
import { textsOf } from "../i18n/middleware";

/**
 * GET /api/Hints and PUT /api/Hints/{id} (`{ unlocked: true }`): every challenge's hints, in
 * order, and which the student has unlocked. The texts of locked hints are in the list too, as the
 * reference shop serves them: CTF exports read them from here. With hints switched off there are
 * none.
 */
export const hintsApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const { data, config } = c.get("instance");
    if (!config.challenges.showHints) return c.json({ status: "success", data: [] as (typeof hints.$inferSelect)[] });
    const rows = await data.db.select().from(hints).orderBy(asc(hints.ChallengeId), asc(hints.order));
    const t = await textsOf(c);
    return c.json({ status: "success", data: rows.map((row) => translatedHint(t, row)) });
  })
  .put(
    "/:id",
    pathParams(z.object({ id: z.coerce.number().int().positive() })),
    // Unlocking is one way: a hint once read stays read.
    jsonBody(z.object({ unlocked: z.literal(true) })),
    async (c) => {
      const { data, config } = c.get("instance");
      if (!config.challenges.showHints) throw new HTTPException(403, { message: "Hints are switched off on this instance." });
      const { id } = c.req.valid("param");
      const [row] = await data.db
        .update(hints)
        .set({ unlocked: true, updatedAt: new Date().toISOString() })
        .where(eq(hints.id, id))
        .returning();
      if (!row) throw new HTTPException(404, { message: `No hint with id ${id}.` });
      return c.json({ status: "success", data: translatedHint(await textsOf(c), row) });
    },
  );
