import { and, eq, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import christmasSpecial from "../challenges/catalogue/christmas-special";
import forgedCoupon from "../challenges/catalogue/forged-coupon";
import manipulateClock from "../challenges/catalogue/manipulate-clock";
import negativeOrder from "../challenges/catalogue/negative-order";
import { solveIf } from "../challenges/engine";
import type { Statement } from "../db/handle";
import { addresses, basketItems, baskets, deliveries, products, quantities } from "../db/schema";
import { maskedEmail } from "../db/seed-documents";
import type { InstanceContext } from "../instance/context";
import { requireUser, signedInUser } from "../lib/auth";
import { campaignOf, isCampaignDay } from "../lib/campaigns";
import { couponDiscount } from "../lib/coupons";
import { md5 } from "../lib/crypto";
import { insertDocumentStatement, newDocumentId, collections } from "../lib/documents";
import { makeRoom, writeFileStatement } from "../lib/files";
import { failedGuard } from "../lib/guards";
import { fromCents, percentOf, toCents, type Cents } from "../lib/money";
import { orderConfirmationPdf } from "../lib/order-pdf";
import type { OrderLine } from "../lib/orders";
import { jsonBody, pathParams } from "../lib/validate";
import { debitWallet, isShortBalance, walletBalance } from "../lib/wallets";
import { cardOf } from "./cards";

const rowId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/).transform(Number)]);

/** What the order summary sends (the reference shop's shape); ids may come as session-storage strings. */
const checkoutBody = z.object({
  /** base64 of "<campaign code>-<the campaign's day, ms>", for a campaign code the page accepted. */
  couponData: z.string().max(200).optional(),
  orderDetails: z.object({
    paymentId: z.union([z.literal("wallet"), rowId]),
    addressId: rowId,
    deliveryMethodId: rowId,
  }),
});

const basketParam = pathParams(z.object({ id: z.coerce.number().int().positive() }));
const couponParams = pathParams(z.object({ id: z.coerce.number().int().positive(), coupon: z.string().min(1).max(100) }));

/** The signed-in user's own basket with this id. */
async function ownBasket(c: Context<ApiEnv>, id: number) {
  const [basket] = await c.get("instance").data.db.select().from(baskets).where(eq(baskets.id, id));
  if (!basket) throw new HTTPException(404, { message: `No basket with id ${id}.` });
  if (basket.UserId !== signedInUser(c).id) throw new HTTPException(403, { message: "You can only use your own basket." });
  return basket;
}

/**
 * The discount a campaign code brings, from the couponData the payment page sends; none for the
 * base64 of "null", which the reference shop's client sends when session storage holds no coupon.
 */
function campaignDiscount(couponData: string, now: number): { discount: number; expired: boolean } | null {
  let text: string;
  try {
    text = atob(couponData);
  } catch {
    throw new HTTPException(400, { message: "Invalid request: couponData is not base64." });
  }
  if (text === "null") return null;
  const dash = text.lastIndexOf("-");
  const campaign = campaignOf(text.slice(0, Math.max(dash, 0)));
  const claimedDay = Number(text.slice(dash + 1));
  // vuln-code-snippet start manipulateClockChallenge
  // The day comes from the browser's clock and is only compared with the campaign's own day,
  // never with today: a browser that says it is 8 March 2019 gets 2019's discount.
  if (!campaign || claimedDay !== campaign.validOn) throw new HTTPException(400, { message: "Invalid coupon." }); // vuln-code-snippet vuln-line manipulateClockChallenge
  return { discount: campaign.discount, expired: !isCampaignDay(campaign, now) };
  // vuln-code-snippet end manipulateClockChallenge
}

/** Which of the checkout's guarded writes (worker/lib/guards.ts) refused, as an answer. */
function guardFailure(error: unknown): HTTPException | null {
  if (failedGuard(error, "Baskets.updatedAt")) {
    return new HTTPException(409, { message: "Your basket changed while you were checking out. Please look at it again." });
  }
  if (failedGuard(error, "Quantities.quantity")) return new HTTPException(400, { message: "We are out of stock! Sorry for the inconvenience." });
  if (isShortBalance(error)) return new HTTPException(400, { message: "Insufficient wallet balance." });
  return null;
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The checkout's writes, all in one batch: claim the basket exactly as it was read (its items and
 * coupon, else the update writes NULL into a NOT NULL column and the batch fails), empty it, take
 * the stock (never below zero), charge the wallet, store the order and its PDF. Two checkouts of
 * one basket: the second finds it changed and fails whole.
 */
function checkoutStatements(
  ctx: InstanceContext,
  basket: { id: number; coupon: string | null },
  items: { id: number; ProductId: number; quantity: number }[],
  extra: Statement[],
): Statement[] {
  const { db } = ctx.data;
  const sameItem = sql.join(
    items.map((i) => sql`("id" = ${i.id} AND "ProductId" = ${i.ProductId} AND "quantity" = ${i.quantity})`),
    sql` OR `,
  );
  const unchanged = sql`(SELECT count(*) FROM "BasketItems" WHERE "BasketId" = ${basket.id}) = ${items.length}
    AND (SELECT count(*) FROM "BasketItems" WHERE "BasketId" = ${basket.id} AND (${sameItem})) = ${items.length}
    AND "coupon" IS ${basket.coupon}`;
  const stock = items.map(({ ProductId, quantity }) =>
    db
      .update(quantities)
      .set({
        // A negative quantity (the Payback Time exploit) puts stock back; a positive one never takes it below zero.
        quantity: quantity > 0 ? sql`CASE WHEN "quantity" >= ${quantity} THEN "quantity" - ${quantity} ELSE NULL END` : sql`"quantity" - ${quantity}`,
        updatedAt: now,
      })
      .where(eq(quantities.ProductId, ProductId)),
  );
  return [
    db
      .update(baskets)
      .set({ coupon: null, updatedAt: sql`CASE WHEN ${unchanged} THEN ${now} ELSE NULL END` })
      .where(eq(baskets.id, basket.id)),
    db.delete(basketItems).where(eq(basketItems.BasketId, basket.id)),
    ...stock,
    ...extra,
  ];
}

/** /rest/basket/{id}/coupon/{coupon} and /rest/basket/{id}/checkout. Mounted at /rest/basket. */
export const checkoutApi = new Hono<ApiEnv>({ strict: false })
  .put("/:id/coupon/:coupon", requireUser, couponParams, async (c) => {
    const { id, coupon } = c.req.valid("param");
    const basket = await ownBasket(c, id);
    const discount = couponDiscount(coupon);
    if (discount === null) throw new HTTPException(404, { message: "Invalid coupon." });
    await c.get("instance").data.db.update(baskets).set({ coupon, updatedAt: new Date().toISOString() }).where(eq(baskets.id, basket.id));
    return c.json({ discount }, 200);
  })
  .post("/:id/checkout", requireUser, basketParam, jsonBody(checkoutBody), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const basket = await ownBasket(c, c.req.valid("param").id);
    const { couponData, orderDetails } = c.req.valid("json");
    const deluxe = user.role === "deluxe";

    const rows = await ctx.data.db
      .select({ item: basketItems, product: products })
      .from(basketItems)
      .innerJoin(products, eq(products.id, basketItems.ProductId))
      .where(eq(basketItems.BasketId, basket.id))
      .orderBy(basketItems.id);
    if (rows.length === 0) throw new HTTPException(400, { message: "Your basket is empty." });

    const [address] = await ctx.data.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, orderDetails.addressId), eq(addresses.UserId, user.id)));
    if (!address) throw new HTTPException(400, { message: "Choose one of your own addresses." });
    const [method] = await ctx.data.db.select().from(deliveries).where(eq(deliveries.id, orderDetails.deliveryMethodId));
    if (!method) throw new HTTPException(400, { message: "Choose one of the delivery methods." });
    const byWallet = orderDetails.paymentId === "wallet";
    if (!byWallet && !(await cardOf(ctx, user.id, Number(orderDetails.paymentId)))) {
      throw new HTTPException(400, { message: "Pay with your wallet or one of your own saved cards." });
    }

    const campaign = couponData ? campaignDiscount(couponData, Date.now()) : null;
    const basketCouponDiscount = !campaign && basket.coupon ? (couponDiscount(basket.coupon) ?? 0) : 0;
    const discount = campaign?.discount ?? basketCouponDiscount;

    const lines: OrderLine[] = rows.map(({ item, product }) => {
      const price = deluxe ? product.deluxePrice : product.price;
      return {
        quantity: item.quantity,
        id: product.id,
        name: product.name,
        price,
        total: fromCents(toCents(price) * item.quantity),
        bonus: Math.round(price / 10) * item.quantity,
      };
    });
    const itemCents: Cents = lines.reduce((sum, line) => sum + toCents(line.total), 0);
    const promotionCents = percentOf(itemCents, discount);
    const deliveryCents = toCents(deluxe ? method.deluxePrice : method.price);
    const totalCents = itemCents + deliveryCents - promotionCents;
    const bonus = lines.reduce((sum, line) => sum + line.bonus, 0);

    // Checked before anything is written, for a clear answer; the batch's guards catch races.
    for (const { item, product } of rows) {
      const [stock] = await ctx.data.db.select().from(quantities).where(eq(quantities.ProductId, product.id));
      if (item.quantity > 0 && (!stock || stock.quantity < item.quantity)) {
        throw new HTTPException(400, { message: `We are out of stock of ${product.name}! Sorry for the inconvenience.` });
      }
    }
    if (byWallet && (await walletBalance(ctx, user.id)) < totalCents) throw new HTTPException(400, { message: "Insufficient wallet balance." });

    const orderId = `${(await md5(user.email)).slice(0, 4)}-${[...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
    const pdf = await orderConfirmationPdf({
      shopName: ctx.config.application.name,
      orderId,
      date: new Date(),
      customer: user.email,
      address: [address.fullName, address.streetAddress, `${address.zipCode} ${address.city}`, [address.state, address.country].filter(Boolean).join(", ")],
      delivery: method.name,
      lines,
      itemCents,
      deliveryCents,
      promotionCents,
      totalCents,
      bonus,
    });
    if (!(await makeRoom(ctx.data, pdf.byteLength))) {
      throw new HTTPException(507, { message: "The shop's file space is full, so no order confirmation can be stored. Reset the instance." });
    }
    const order = {
      _id: newDocumentId(),
      orderId,
      email: maskedEmail(user.email),
      totalPrice: fromCents(totalCents),
      products: lines,
      bonus,
      eta: method.eta,
      delivered: false,
      addressId: address.id,
      paymentId: byWallet ? "wallet" : Number(orderDetails.paymentId),
      promotionalAmount: fromCents(promotionCents),
      deliveryPrice: fromCents(deliveryCents),
    };
    const statements = checkoutStatements(
      ctx,
      basket,
      rows.map(({ item }) => item),
      [
        ...(byWallet ? [debitWallet(ctx.data.db, user.id, totalCents)] : []),
        insertDocumentStatement(ctx.data.db, collections.orders, order),
        writeFileStatement(ctx.data.db, `/ftp/order_${orderId}.pdf`, pdf),
      ],
    );
    try {
      await ctx.data.atomic(statements);
    } catch (error) {
      throw guardFailure(error) ?? error;
    }

    await solveIf(ctx, negativeOrder, () => totalCents < 0);
    await solveIf(ctx, christmasSpecial, () => rows.some(({ product }) => product.deletedAt !== null && product.createdAt.startsWith("2014-12")));
    await solveIf(ctx, manipulateClock, () => campaign?.expired === true);
    await solveIf(ctx, forgedCoupon, () => basketCouponDiscount >= 80);
    return c.json({ orderConfirmation: orderId }, 200);
  });
