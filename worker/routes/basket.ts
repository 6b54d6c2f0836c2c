import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import basketAccess from "../challenges/catalogue/basket-access";
import basketManipulate from "../challenges/catalogue/basket-manipulate";
import { solveIf } from "../challenges/engine";
import { basketItems, baskets, products, quantities } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { requireUser, signedInUser } from "../lib/auth";
import { ownBasketId } from "../lib/baskets";
import { firstTopLevelValues } from "../lib/json-first-values";
import { pathParams, sendsJson } from "../lib/validate";

const idParam = pathParams(z.object({ id: z.coerce.number().int().positive() }));

/** A basket with its products, each with its BasketItem nested (spec part 1 §3). */
export async function basketWithProducts(ctx: InstanceContext, id: number) {
  const [basket] = await ctx.data.db.select().from(baskets).where(eq(baskets.id, id));
  if (!basket) return null;
  const rows = await ctx.data.db
    .select({ product: products, item: basketItems })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.ProductId))
    .where(eq(basketItems.BasketId, id))
    .orderBy(basketItems.id);
  return { ...basket, Products: rows.map(({ product, item }) => ({ ...product, BasketItem: item })) };
}

/**
 * GET /rest/basket/{id}: a basket and what is in it. Mounted at /rest/basket (checkout and coupons
 * join it there).
 */
export const basketApi = new Hono<ApiEnv>({ strict: false }).get("/:id", requireUser, idParam, async (c) => {
  const ctx = c.get("instance");
  const { id } = c.req.valid("param");
  // vuln-code-snippet start basketAccessChallenge
  // Any signed-in user gets any basket by its number: whose it is is never compared with who asks.
  const basket = await basketWithProducts(ctx, id); // vuln-code-snippet vuln-line basketAccessChallenge
  // vuln-code-snippet end basketAccessChallenge
  if (!basket) throw new HTTPException(404, { message: `No basket with id ${id}.` });
  await solveIf(ctx, basketAccess, () => basket.UserId !== signedInUser(c).id);
  return c.json({ status: "success" as const, data: basket }, 200);
});

const newItem = z.object({
  ProductId: z.number().int().positive(),
  BasketId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)]).transform(Number),
  quantity: z.number().int().min(1).max(1000),
});

// vuln-code-snippet start negativeOrderChallenge
// Only the type and a sanity bound: a quantity below 1 is not refused here. (The checkout is where
// that goes wrong, and where its challenge is detected.)
const quantityChange = z.object({ quantity: z.number().int().min(-1000).max(1000) }); // vuln-code-snippet vuln-line negativeOrderChallenge
// vuln-code-snippet end negativeOrderChallenge

async function readJson(c: Context<ApiEnv>): Promise<{ text: string; value: unknown }> {
  if (!sendsJson(c)) {
    throw new HTTPException(415, { message: "Send the body as JSON (Content-Type: application/json)." });
  }
  const text = await c.req.text();
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    throw new HTTPException(400, { message: "Invalid request: the body is not JSON." });
  }
}

const invalid = (error: z.ZodError) =>
  new HTTPException(400, { message: `Invalid request: ${error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ")}` });

/** Stock and the per-user limit allow this many of a product in one basket. */
async function checkAvailable(ctx: InstanceContext, productId: number, quantity: number) {
  const [stock] = await ctx.data.db.select().from(quantities).where(eq(quantities.ProductId, productId));
  if (!stock) throw new HTTPException(400, { message: `No product with id ${productId}.` });
  if (quantity > stock.quantity) throw new HTTPException(400, { message: "We are out of stock! Sorry for the inconvenience." });
  if (stock.limitPerUser !== null && quantity > stock.limitPerUser) {
    throw new HTTPException(400, { message: `You can order only up to ${stock.limitPerUser} items of this product.` });
  }
}

/** The item, if it lies in the signed-in user's own basket; 401 otherwise. */
async function ownItem(c: Context<ApiEnv>, id: number) {
  const ctx = c.get("instance");
  const [item] = await ctx.data.db.select().from(basketItems).where(eq(basketItems.id, id));
  if (!item) throw new HTTPException(404, { message: `No basket item with id ${id}.` });
  if (item.BasketId !== (await ownBasketId(ctx, signedInUser(c).id))) {
    throw new HTTPException(401, { message: "That item is not in your basket." });
  }
  return item;
}

/** /api/BasketItems: what the shop's pages change in the signed-in user's basket. */
export const basketItemsApi = new Hono<ApiEnv>({ strict: false })
  .post("/", requireUser, async (c) => {
    const ctx = c.get("instance");
    const { text, value } = await readJson(c);
    const parsed = newItem.safeParse(value);
    if (!parsed.success) throw invalid(parsed.error);
    const own = await ownBasketId(ctx, signedInUser(c).id);
    // vuln-code-snippet start basketManipulateChallenge
    // The ownership check reads the first BasketId of the request, the insert takes JSON.parse's
    // (the last): a repeated key passes the check with one basket and fills another.
    const checked = Number(firstTopLevelValues(text)?.get("BasketId")); // vuln-code-snippet vuln-line basketManipulateChallenge
    if (checked !== own) throw new HTTPException(401, { message: "You can only add to your own basket." });
    const { ProductId, BasketId, quantity } = parsed.data; // vuln-code-snippet vuln-line basketManipulateChallenge
    // vuln-code-snippet end basketManipulateChallenge
    // vuln-code-snippet start christmasSpecialChallenge
    // The product is looked up by its id alone: one the shop withdrew (deletedAt is set) goes into
    // the basket like any other, for whoever learns its id.
    const [product] = await ctx.data.db.select({ id: products.id }).from(products).where(eq(products.id, ProductId)); // vuln-code-snippet vuln-line christmasSpecialChallenge
    // vuln-code-snippet end christmasSpecialChallenge
    if (!product) throw new HTTPException(400, { message: `No product with id ${ProductId}.` });
    const [existing] = await ctx.data.db
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.BasketId, BasketId), eq(basketItems.ProductId, ProductId)));
    if (existing) throw new HTTPException(400, { message: "That product is in the basket already: change its quantity instead." });
    await checkAvailable(ctx, ProductId, quantity);
    const [item] = await ctx.data.db.insert(basketItems).values({ ProductId, BasketId, quantity }).returning();
    await solveIf(ctx, basketManipulate, () => BasketId !== own);
    return c.json({ status: "success" as const, data: item! }, 201);
  })
  .get("/:id", requireUser, idParam, async (c) => c.json({ status: "success" as const, data: await ownItem(c, c.req.valid("param").id) }, 200))
  .put("/:id", requireUser, idParam, async (c) => {
    const ctx = c.get("instance");
    const item = await ownItem(c, c.req.valid("param").id);
    const parsed = quantityChange.safeParse((await readJson(c)).value);
    if (!parsed.success) throw invalid(parsed.error);
    const { quantity } = parsed.data;
    await checkAvailable(ctx, item.ProductId, quantity);
    const [updated] = await ctx.data.db
      .update(basketItems)
      .set({ quantity, updatedAt: new Date().toISOString() })
      .where(eq(basketItems.id, item.id))
      .returning();
    return c.json({ status: "success" as const, data: updated! }, 200);
  })
  .delete("/:id", requireUser, idParam, async (c) => {
    const item = await ownItem(c, c.req.valid("param").id);
    await c.get("instance").data.db.delete(basketItems).where(eq(basketItems.id, item.id));
    return c.json({ status: "success" as const }, 200);
  });
