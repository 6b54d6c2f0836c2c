import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import dataExport from "../challenges/catalogue/data-export";
import { solveIf } from "../challenges/engine";
import { imageCaptchas, memories, users } from "../db/schema";
import { maskedEmail } from "../db/seed-documents";
import { requireUser, signedInUser } from "../lib/auth";
import { md5 } from "../lib/crypto";
import { collection, collections } from "../lib/documents";
import { ordersOf, toOrderView } from "../lib/orders";
import { jsonBody } from "../lib/validate";
import { pendingCaptcha } from "./image-captcha";

const exportRequest = z.object({
  /** JSON only: the page offers PDF and Excel, switched off ("1" is the reference shop's JSON). */
  format: z.enum(["json", "pdf", "excel", "1", "2", "3"]),
  answer: z.string().max(20).optional(),
});

/** POST /rest/user/data-export: what the shop keeps about the signed-in user, as JSON. */
export const dataExportApi = new Hono<ApiEnv>({ strict: false }).post("/", requireUser, jsonBody(exportRequest), async (c) => {
  const ctx = c.get("instance");
  const user = signedInUser(c);
  const { format, answer } = c.req.valid("json");
  if (format !== "json" && format !== "1") throw new HTTPException(400, { message: "Only the JSON export is available at the moment." });
  const captcha = await pendingCaptcha(ctx, user.id);
  if (captcha) {
    if (answer?.trim().toUpperCase() !== captcha.answer) throw new HTTPException(401, { message: "Wrong answer to the CAPTCHA. Please try again." });
    await ctx.data.db.delete(imageCaptchas).where(eq(imageCaptchas.id, captcha.id));
  }
  const [row] = await ctx.data.db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, user.id));
  const email = row?.email ?? user.email;
  // vuln-code-snippet start dataExportChallenge
  // Orders are found by the orderer's email with its vowels masked, which many emails share:
  // "admun@…" gets the orders of "admin@…".
  const orders = (await ordersOf(ctx.data).find({ email: maskedEmail(email) })).map(toOrderView); // vuln-code-snippet vuln-line dataExportChallenge
  // vuln-code-snippet end dataExportChallenge
  const reviews = await collection(ctx.data, collections.reviews).find({ author: email });
  const pictures = await ctx.data.db.select({ caption: memories.caption, imagePath: memories.imagePath }).from(memories).where(eq(memories.UserId, user.id));
  const userData = {
    username: row?.username ?? user.username,
    email,
    orders: orders.map(({ orderId, totalPrice, products, bonus, eta, delivered }) => ({ orderId, totalPrice, products, bonus, eta, delivered })),
    reviews: reviews.map(({ message, product, likesCount, likedBy }) => ({ message, author: email, productId: product, likesCount, likedBy })),
    memories: pictures,
  };
  const ownPrefix = (await md5(email)).slice(0, 4);
  await solveIf(ctx, dataExport, () => orders.some((order) => !order.orderId.startsWith(`${ownPrefix}-`)));
  return c.json({ confirmation: "Your data export opens in a new window.", userData }, 200);
});
