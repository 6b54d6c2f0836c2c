import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import { securityQuestions } from "../db/schema";
import { translatedQuestion } from "../i18n/content";
import { textsOf } from "../i18n/middleware";

/** GET /api/SecurityQuestions: the questions a new user picks from. */
export const securityQuestionsApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => {
  const rows = await c.get("instance").data.db.select().from(securityQuestions).orderBy(asc(securityQuestions.id));
  const t = await textsOf(c);
  return c.json({ status: "success", data: rows.map((row) => translatedQuestion(t, row)) });
});
