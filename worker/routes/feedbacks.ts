import { desc, eq, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import captchaBypass from "../challenges/catalogue/captcha-bypass";
import feedbackChallenge from "../challenges/catalogue/five-star-feedback";
import forgedFeedback from "../challenges/catalogue/forged-feedback";
import persistedXssFeedback from "../challenges/catalogue/persisted-xss-feedback";
import zeroStars from "../challenges/catalogue/zero-stars";
import { solveIf } from "../challenges/engine";
import type { Db } from "../db/handle";
import { captchas, feedbacks, users } from "../db/schema";
import { currentUser, requireUser } from "../lib/auth";
import { runsScript, sanitizeComment } from "../lib/feedback-html";
import { judgeReport } from "../lib/reports";
import { newCaptcha, randomInt } from "../lib/captcha";
import { eventCounter } from "../lib/event-counter";
import { jsonBody, pathParams } from "../lib/validate";

/**
 * Customer feedback (/api/Feedbacks: read by everyone, the about page's carousel; posted from the
 * contact page behind an arithmetic captcha; deleted from the administration page) and the
 * captcha itself (/rest/captcha).
 */

/** The contact form allows 160 characters; the masked author is appended to them. */
const commentLimit = 400;
/** captchaBypassChallenge: this many feedbacks within the window is a script, not a person. */
export const feedbackFlood = { count: 10, windowMs: 20_000 } as const;
/** Captchas kept per instance; older ones are forgotten. */
const captchasKept = 500;

// vuln-code-snippet start forgedFeedbackChallenge zeroStarsChallenge
// The author is whoever the body names, not the signed-in user, and the rating may be 0 (the
// contact page's slider starts at 1): both on purpose.
const feedbackBody = z.object({
  UserId: z.number().int().positive().nullable().optional(), // vuln-code-snippet vuln-line forgedFeedbackChallenge
  captchaId: z.number().int(),
  captcha: z.string().max(20),
  comment: z.string().trim().min(1, "A comment is required.").max(commentLimit),
  rating: z.number().int().min(0).max(5), // vuln-code-snippet vuln-line zeroStarsChallenge
});
// vuln-code-snippet end forgedFeedbackChallenge zeroStarsChallenge

const feedbackColumns = {
  id: feedbacks.id,
  UserId: feedbacks.UserId,
  comment: feedbacks.comment,
  rating: feedbacks.rating,
  createdAt: feedbacks.createdAt,
  updatedAt: feedbacks.updatedAt,
};

/** Whether a user of this id exists (a forged author must be somebody). */
async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** Every posted feedback, counted over the flood's window for the whole instance. */
const postedFeedback = eventCounter("feedback", feedbackFlood.windowMs);

/** Records a posted feedback and tells whether the last `feedbackFlood.count` came within the window. */
async function floodAfterPosting(db: Db): Promise<boolean> {
  return (await postedFeedback.recordAndCount(db, "instance")) >= feedbackFlood.count;
}

export const feedbacksApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const rows = await c.get("instance").data.db.select(feedbackColumns).from(feedbacks).orderBy(feedbacks.id);
    return c.json({ status: "success" as const, data: rows }, 200);
  })
  .post("/", jsonBody(feedbackBody), async (c) => {
    const ctx = c.get("instance");
    const body = c.req.valid("json");
    const sender = await currentUser(c);
    const [captcha] = await ctx.data.db
      .select({ answer: captchas.answer })
      .from(captchas)
      .where(eq(captchas.captchaId, body.captchaId))
      .orderBy(desc(captchas.id))
      .limit(1);
    if (!captcha || captcha.answer !== body.captcha.trim()) {
      throw new HTTPException(401, { message: "Wrong answer to the CAPTCHA. Please try again." });
    }
    if (body.UserId != null && !(await userExists(ctx.data.db, body.UserId))) {
      throw new HTTPException(400, { message: `There is no user with id ${body.UserId}.` });
    }
    const comment = await sanitizeComment(body.comment);
    const [created] = await ctx.data.db
      .insert(feedbacks)
      .values({ UserId: body.UserId ?? null, comment, rating: body.rating })
      .returning(feedbackColumns);
    await solveIf(ctx, forgedFeedback, () => body.UserId != null && body.UserId !== sender?.id);
    await solveIf(ctx, zeroStars, () => created!.rating === 0);
    // Judged on what was stored, parsed as a browser parses it: only markup that would run counts.
    await solveIf(ctx, persistedXssFeedback, () => runsScript(comment));
    await solveIf(ctx, captchaBypass, () => floodAfterPosting(ctx.data.db));
    await judgeReport(ctx, body.comment);
    return c.json({ status: "success" as const, data: created! }, 201);
  })
  // vuln-code-snippet start feedbackChallenge
  // Any signed-in user may delete anyone's feedback: only the administration page was meant to.
  .delete("/:id", requireUser, pathParams(z.object({ id: z.coerce.number().int().positive() })), async (c) => { // vuln-code-snippet vuln-line feedbackChallenge
    // vuln-code-snippet end feedbackChallenge
    const ctx = c.get("instance");
    const { id } = c.req.valid("param");
    const deleted = await ctx.data.db.delete(feedbacks).where(eq(feedbacks.id, id)).returning({ id: feedbacks.id });
    if (deleted.length === 0) throw new HTTPException(404, { message: `No feedback with id ${id}.` });
    await solveIf(ctx, feedbackChallenge, async () => {
      const [{ left = 0 } = {}] = await ctx.data.db.select({ left: sql<number>`count(*)` }).from(feedbacks).where(eq(feedbacks.rating, 5));
      return left === 0;
    });
    return c.json({ status: "success" as const, data: { id } }, 200);
  });

/** GET /rest/captcha: a new captcha for the contact page. Mounted at /rest/captcha. */
export const captchaApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => {
  const ctx = c.get("instance");
  const { expression, answer } = newCaptcha();
  const captchaId = randomInt(2 ** 31);
  const [row] = await ctx.data.db
    .insert(captchas)
    .values({ captchaId, captcha: expression, answer: String(answer) })
    .returning({ id: captchas.id });
  await ctx.data.db.delete(captchas).where(lt(captchas.id, row!.id - captchasKept));
  // vuln-code-snippet start captchaBypassChallenge
  // The answer travels with the question (the page never shows it, a script reads it), and a solved
  // captcha stays valid: nothing stops a script from posting feedback after feedback.
  return c.json({ captchaId, captcha: expression, answer: String(answer) }, 200); // vuln-code-snippet vuln-line captchaBypassChallenge
  // vuln-code-snippet end captchaBypassChallenge
});
