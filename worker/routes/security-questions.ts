import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import { securityQuestions } from "../db/schema";

/** GET /api/SecurityQuestions: the questions a new user picks from. */
export const securityQuestionsApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => {
  const rows = await c.get("instance").data.db.select().from(securityQuestions).orderBy(asc(securityQuestions.id));
  return c.json({ status: "success", data: rows });
});
