import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { maskedEmail } from "../db/seed-documents";
import { requireRole, requireUser, signedInUser } from "../lib/auth";
import { ordersOf, toOrderView } from "../lib/orders";
import { jsonBody, pathParams } from "../lib/validate";

/** A document's `_id` (worker/lib/documents.ts makes them from this alphabet). */
const documentId = z.string().regex(/^[0-9A-Za-z]{1,40}$/);

/** /rest/order-history: a customer's past orders; all orders and their delivery status for accounting. */
export const orderHistoryApi = new Hono<ApiEnv>({ strict: false })
  .get("/", requireUser, async (c) => {
    // Orders keep the orderer's email with its vowels hidden, and are found by that.
    const found = await ordersOf(c.get("instance").data).find({ email: maskedEmail(signedInUser(c).email) });
    return c.json({ status: "success" as const, data: found.map(toOrderView).reverse() }, 200);
  })
  .get("/orders", requireRole("accounting"), async (c) => {
    const found = await ordersOf(c.get("instance").data).find({});
    return c.json({ status: "success" as const, data: found.map(toOrderView).reverse() }, 200);
  })
  .put(
    "/:id/delivery-status",
    requireRole("accounting"),
    pathParams(z.object({ id: documentId })),
    // The page sends the status it shows; the server flips it.
    jsonBody(z.object({ deliveryStatus: z.boolean() })),
    async (c) => {
      const { id } = c.req.valid("param");
      const { deliveryStatus } = c.req.valid("json");
      const delivered = !deliveryStatus;
      const result = await ordersOf(c.get("instance").data).update({ _id: id }, { $set: { delivered, eta: delivered ? 0 : 1 } });
      if (result.matched === 0) throw new HTTPException(404, { message: `No order with id ${id}.` });
      return c.json({ status: "success" as const, data: toOrderView(result.after[0]!) }, 200);
    },
  );
