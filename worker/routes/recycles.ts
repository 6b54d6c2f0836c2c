import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { addresses, recycles } from "../db/schema";
import { requireUser, signedInUser } from "../lib/auth";
import { jsonBody } from "../lib/validate";

/** Quantities in litres (spec part 2 §9); a pickup is offered above this many. */
export const recycleLimits = { min: 10, max: 1000, pickupAbove: 100 } as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD").refine((d) => !Number.isNaN(Date.parse(d)), "not a date");

const recycleRequest = z
  .object({
    /** The page sends the user's own id; only that is accepted. */
    UserId: z.number().int().positive().optional(),
    AddressId: z.number().int().positive(),
    quantity: z.number().int().min(recycleLimits.min).max(recycleLimits.max),
    isPickup: z.boolean().optional().default(false),
    date: isoDate.optional(),
  })
  .refine((r) => !r.isPickup || r.quantity > recycleLimits.pickupAbove, { message: `a pickup needs more than ${recycleLimits.pickupAbove} litres`, path: ["isPickup"] })
  .refine((r) => !r.isPickup || r.date !== undefined, { message: "a pickup needs a date", path: ["date"] })
  .refine((r) => !r.date || r.date >= new Date().toISOString().slice(0, 10), { message: "the pickup date lies in the past", path: ["date"] });

type RecycleRow = typeof recycles.$inferSelect;
/** The spec names the answer's fields isPickup and pickupDate. */
const view = (row: RecycleRow) => ({ ...row, pickupDate: row.isPickup ? row.date : null });

/** /api/Recycles: the signed-in user's requests to collect used pressing material. */
export const recyclesApi = new Hono<ApiEnv>({ strict: false })
  .use(requireUser)
  .get("/", async (c) => {
    const rows = await c.get("instance").data.db.select().from(recycles).where(eq(recycles.UserId, signedInUser(c).id)).orderBy(recycles.id);
    return c.json({ status: "success" as const, data: rows.map(view) }, 200);
  })
  .post("/", jsonBody(recycleRequest), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const { UserId, AddressId, quantity, isPickup, date } = c.req.valid("json");
    if (UserId !== undefined && UserId !== user.id) throw new HTTPException(403, { message: "You can only recycle for yourself." });
    const [address] = await ctx.data.db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, AddressId), eq(addresses.UserId, user.id)));
    if (!address) throw new HTTPException(400, { message: "Choose one of your own addresses." });
    const [row] = await ctx.data.db
      .insert(recycles)
      .values({ UserId: user.id, AddressId, quantity, isPickup, date: isPickup ? date! : null })
      .returning();
    return c.json({ status: "success" as const, data: view(row!) }, 201);
  });
