import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { deliveries } from "../db/schema";
import { currentUser } from "../lib/auth";
import { pathParams } from "../lib/validate";
import { translatedDelivery } from "../i18n/content";
import { textsOf } from "../i18n/middleware";

type DeliveryRow = typeof deliveries.$inferSelect;

/** A delivery method as the asking customer pays for it: deluxe members pay the deluxe price. */
async function asSeenBy(c: Context<ApiEnv>, row: DeliveryRow) {
  const deluxe = (await currentUser(c))?.role === "deluxe";
  const { deluxePrice, price, ...rest } = translatedDelivery(await textsOf(c), row);
  return { ...rest, price: deluxe ? deluxePrice : price };
}

/** /api/Deliverys (the reference shop's spelling): the delivery methods offered at checkout. */
export const deliveriesApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const rows = await c.get("instance").data.db.select().from(deliveries).orderBy(deliveries.id);
    return c.json({ status: "success" as const, data: await Promise.all(rows.map((row) => asSeenBy(c, row))) }, 200);
  })
  .get("/:id", pathParams(z.object({ id: z.coerce.number().int().positive() })), async (c) => {
    const { id } = c.req.valid("param");
    const [row] = await c.get("instance").data.db.select().from(deliveries).where(eq(deliveries.id, id));
    if (!row) throw new HTTPException(404, { message: `No delivery method with id ${id}.` });
    return c.json({ status: "success" as const, data: await asSeenBy(c, row) }, 200);
  });
