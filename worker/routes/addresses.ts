import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { addresses } from "../db/schema";
import { requireUser, signedInUser } from "../lib/auth";
import { jsonBody, pathParams } from "../lib/validate";

const idParam = pathParams(z.object({ id: z.coerce.number().int().positive() }));

/**
 * An address as the address form sends it (spec part 2 §5). The form limits mobile numbers to ten
 * digits; the server takes any international number of up to 15 digits (E.164).
 */
export const addressFields = z.object({
  country: z.string().trim().min(1).max(60),
  fullName: z.string().trim().min(1).max(100),
  mobileNum: z.number().int().min(1_000_000).max(999_999_999_999_999),
  zipCode: z.string().trim().min(1).max(8),
  streetAddress: z.string().trim().min(1).max(160),
  city: z.string().trim().min(1).max(60),
  state: z.string().trim().max(60).optional().default(""),
});

/** The signed-in user's address with this id; 404 for anyone else's (whose it is stays unsaid). */
export async function ownAddress(c: Context<ApiEnv>, id: number) {
  const [row] = await c
    .get("instance")
    .data.db.select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.UserId, signedInUser(c).id)));
  if (!row) throw new HTTPException(404, { message: `You have no address with id ${id}.` });
  return row;
}

/** /api/Addresss (the reference shop's spelling): the signed-in user's delivery addresses. */
export const addressesApi = new Hono<ApiEnv>({ strict: false })
  .use(requireUser)
  .get("/", async (c) => {
    const rows = await c.get("instance").data.db.select().from(addresses).where(eq(addresses.UserId, signedInUser(c).id)).orderBy(addresses.id);
    return c.json({ status: "success" as const, data: rows }, 200);
  })
  .post("/", jsonBody(addressFields), async (c) => {
    const [row] = await c
      .get("instance")
      .data.db.insert(addresses)
      .values({ ...c.req.valid("json"), UserId: signedInUser(c).id })
      .returning();
    return c.json({ status: "success" as const, data: row! }, 201);
  })
  .get("/:id", idParam, async (c) => c.json({ status: "success" as const, data: await ownAddress(c, c.req.valid("param").id) }, 200))
  .put("/:id", idParam, jsonBody(addressFields), async (c) => {
    const address = await ownAddress(c, c.req.valid("param").id);
    const [row] = await c
      .get("instance")
      .data.db.update(addresses)
      .set({ ...c.req.valid("json"), updatedAt: new Date().toISOString() })
      .where(eq(addresses.id, address.id))
      .returning();
    return c.json({ status: "success" as const, data: row! }, 200);
  })
  .delete("/:id", idParam, async (c) => {
    const address = await ownAddress(c, c.req.valid("param").id);
    await c.get("instance").data.db.delete(addresses).where(eq(addresses.id, address.id));
    return c.json({ status: "success" as const }, 200);
  });
