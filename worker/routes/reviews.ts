import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import forgedReview from "../challenges/catalogue/forged-review";
import noSqlCommand from "../challenges/catalogue/nosql-command";
import noSqlReviews from "../challenges/catalogue/nosql-reviews";
import timingAttack from "../challenges/catalogue/timing-attack";
import { solveIf } from "../challenges/engine";
import type { DataHandle } from "../db/handle";
import { products } from "../db/schema";
import { currentUser, requireUser, signedInUser } from "../lib/auth";
import { asRequestQuery, collection, collections, type DocumentBody } from "../lib/documents";
import type { Json } from "../lib/sandbox";
import { jsonBody, pathParams } from "../lib/validate";

/**
 * Product reviews: GET and PUT /rest/products/:id/reviews, PATCH (edit) and POST (like)
 * /rest/products/reviews. Mounted at /rest/products. Reviews live in the document store's
 * `reviews` collection: { _id, product, message, author, likesCount, likedBy }.
 */

const storedReview = z.object({
  _id: z.string(),
  product: z.number().nullable().catch(null),
  message: z.string().catch(""),
  /** An email, or "Anonymous". */
  author: z.string().catch("Anonymous"),
  likesCount: z.number().catch(0),
  /** Who liked it (emails): public, as a like is. */
  likedBy: z.array(z.string()).catch([]),
});

/** A review as the product dialog shows it; `liked`: whether the requesting user liked it. */
export type ReviewView = z.infer<typeof storedReview> & { liked: boolean };

const toReviewView = (document: DocumentBody, email: string | undefined): ReviewView => {
  const review = storedReview.parse(document);
  return { ...review, liked: email !== undefined && review.likedBy.includes(email) };
};

const reviewsOf = (data: DataHandle) => collection(data, collections.reviews);

/** The reference shop's window between checking and recording a like. */
export const likeRecordingMs = 150;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const message = z.string().max(160, "A review has at most 160 characters.");

/** Whether a value is JSON nested at most `depth` levels (checked without deep recursion). */
function isShallowJson(value: unknown, depth = 8): value is Json {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return true;
  if (depth === 0 || typeof value !== "object") return false;
  return Object.values(value).every((inner) => isShallowJson(inner, depth - 1));
}

/** Any JSON value, as a review id may be in an edit (the vulnerable input), but not nested deeply. */
const anyReviewId = z.custom<Json>((value) => value !== undefined && isShallowJson(value), "An id is a string (or JSON nested at most 8 levels).");

export const reviewsApi = new Hono<ApiEnv>({ strict: false })
  .get(
    "/:id/reviews",
    // The product id is the vulnerable input; only its length is bounded.
    pathParams(z.object({ id: z.string().min(1).max(200) })),
    async (c) => {
      const ctx = c.get("instance");
      const { id } = c.req.valid("param");
      const user = await currentUser(c);
      const reviews = reviewsOf(ctx.data);
      // vuln-code-snippet start noSqlCommandChallenge
      // The product id is pasted into $where code on purpose: any JavaScript in it runs (in the sandbox).
      const found = await asRequestQuery(() => reviews.find({ $where: `this.product == ${id}` })); // vuln-code-snippet vuln-line noSqlCommandChallenge
      // vuln-code-snippet end noSqlCommandChallenge
      // The injected code put the server to sleep for 2 s or more: measured as what sleep() was
      // asked to wait, not by the clock, which a busy server also moves.
      await solveIf(ctx, noSqlCommand, () => reviews.sleptMs >= 2_000);
      return c.json({ status: "success", data: found.map((review) => toReviewView(review, user?.email)) });
    },
  )
  // vuln-code-snippet start forgedReviewChallenge
  // On purpose: a new review's author is whatever the request names, not the signed-in user, and
  // an edit changes a review without asking whose it is.
  .put(
    "/:id/reviews",
    requireUser,
    pathParams(z.object({ id: z.coerce.number().int().positive() })),
    jsonBody(z.object({ message: message.trim().min(1, "A review needs a message."), author: z.string().min(1).max(254) })), // vuln-code-snippet neutral-line forgedReviewChallenge
    async (c) => {
      const ctx = c.get("instance");
      const user = signedInUser(c);
      const { id } = c.req.valid("param");
      const { message, author } = c.req.valid("json");
      const [product] = await ctx.data.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      if (!product) throw new HTTPException(404, { message: `No product with id ${id}.` });
      const review = await reviewsOf(ctx.data).insert({ product: id, message, author, likesCount: 0, likedBy: [] }); // vuln-code-snippet vuln-line forgedReviewChallenge
      await solveIf(ctx, forgedReview, () => author !== user.email); // vuln-code-snippet hide-line
      return c.json({ status: "success", data: toReviewView(review, user.email) }, 201);
    },
  )
  // vuln-code-snippet start noSqlReviewsChallenge
  // On purpose: the id is taken as sent, object or not, and goes into the filter as it is (an
  // object is read as operators); every match is updated.
  .patch(
    "/reviews",
    requireUser,
    jsonBody(z.object({ id: anyReviewId, message: message.min(1, "A review needs a message.") })), // vuln-code-snippet neutral-line noSqlReviewsChallenge
    async (c) => {
      const ctx = c.get("instance");
      const user = signedInUser(c);
      const { id, message } = c.req.valid("json");
      const result = await asRequestQuery(() => reviewsOf(ctx.data).update({ _id: id }, { $set: { message } }, { multi: true })); // vuln-code-snippet vuln-line noSqlReviewsChallenge forgedReviewChallenge
      if (result.matched === 0) throw new HTTPException(404, { message: "No such review." });
      // vuln-code-snippet hide-start
      await solveIf(ctx, noSqlReviews, () => result.modified > 1);
      await solveIf(ctx, forgedReview, () => result.modified === 1 && storedReview.parse(result.before[0]).author !== user.email);
      // vuln-code-snippet hide-end
      return c.json({
        status: "success",
        data: { modified: result.modified, reviews: result.after.map((review) => toReviewView(review, user.email)) },
      });
    },
  )
  // vuln-code-snippet end noSqlReviewsChallenge
  // vuln-code-snippet end forgedReviewChallenge
  .post("/reviews", requireUser, jsonBody(z.object({ id: z.string().min(1).max(64) })), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const { id } = c.req.valid("json");
    const reviews = reviewsOf(ctx.data);
    // vuln-code-snippet start timingAttackChallenge
    // Checked first, recorded after a pause, with no lock between: likes sent together all pass
    // the check (a race on purpose).
    const review = await reviews.findOne({ _id: id });
    if (!review) throw new HTTPException(404, { message: "No such review." });
    if (storedReview.parse(review).likedBy.includes(user.email)) throw new HTTPException(403, { message: "You already liked this review." }); // vuln-code-snippet vuln-line timingAttackChallenge
    await pause(likeRecordingMs); // vuln-code-snippet vuln-line timingAttackChallenge
    const liked = await reviews.update({ _id: id }, { $inc: { likesCount: 1 }, $push: { likedBy: user.email } });
    // vuln-code-snippet end timingAttackChallenge
    const after = liked.after[0];
    if (!after) throw new HTTPException(404, { message: "No such review." });
    const view = toReviewView(after, user.email);
    await solveIf(ctx, timingAttack, () => view.likedBy.filter((email) => email === user.email).length > 2);
    return c.json({ status: "success", data: view });
  });
