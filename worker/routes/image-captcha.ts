import { and, desc, eq, gte } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import { imageCaptchas } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { requireUser, signedInUser } from "../lib/auth";
import { captchaImage, newCaptchaAnswer } from "../lib/image-captcha";

/** An image captcha is asked for within 5 minutes of the last export (spec part 2 §4). */
export const captchaWindowMs = 5 * 60_000;

/** The user's captcha still waiting for its answer, if one was fetched within the window. */
export async function pendingCaptcha(ctx: InstanceContext, userId: number) {
  const since = new Date(Date.now() - captchaWindowMs).toISOString();
  const [row] = await ctx.data.db
    .select()
    .from(imageCaptchas)
    .where(and(eq(imageCaptchas.UserId, userId), gte(imageCaptchas.createdAt, since)))
    .orderBy(desc(imageCaptchas.id))
    .limit(1);
  return row ?? null;
}

/** GET /rest/image-captcha/: a new image captcha for the signed-in user (the old one goes). */
export const imageCaptchaApi = new Hono<ApiEnv>({ strict: false }).get("/", requireUser, async (c) => {
  const ctx = c.get("instance");
  const userId = signedInUser(c).id;
  const answer = newCaptchaAnswer();
  const image = captchaImage(answer);
  await ctx.data.atomic([
    ctx.data.db.delete(imageCaptchas).where(eq(imageCaptchas.UserId, userId)),
    ctx.data.db.insert(imageCaptchas).values({ UserId: userId, image, answer }),
  ]);
  return c.json({ image }, 200);
});
