import { beforeEach, describe, expect, it } from "vitest";
import { issueCoupon } from "../../worker/lib/coupons";
import { call, isSolved, resetInstance } from "../support/instance";
import { signIn } from "../support/shop";
import {
  addToBasket,
  basketItems,
  checkout,
  customer,
  emptyBasket,
  firstAddressId,
  firstCardId,
  ordinaryDetails,
  orderHistory,
  productNamed,
  stockOf,
  walletBalance,
} from "../support/checkout";

const cents = (amount: number) => Math.round(amount * 100);

describe("checkout: basket → address → delivery → payment → order", () => {
  beforeEach(resetInstance);

  it("takes the reference client's checkout without a coupon (couponData is the base64 of \"null\") and places the order", async () => {
    const jim = await customer("jim");
    await emptyBasket(jim);
    await addToBasket(jim, 1, 1);
    const response = await checkout(jim, await ordinaryDetails(jim), btoa("null"));
    expect(response.status).toBe(200);
    expect((await orderHistory(jim)).length).toBeGreaterThan(0);
    expect(await basketItems(jim)).toHaveLength(0);
  });

  it("places an order with exact totals, empties the basket, takes the stock, and the order shows in history, tracking and as a PDF", async () => {
    const jim = await customer("jim");
    await emptyBasket(jim);
    // Prices that a float sum gets wrong (0.1 + 0.2 …): the totals must still be exact to the cent.
    const [shot, lemonade] = [await productNamed("Ginger Fire Shot (60ml)"), await productNamed("Classic Squeezed Lemonade")];
    await addToBasket(jim, shot.id, 3);
    await addToBasket(jim, lemonade.id, 7);
    expect((await call(`/rest/basket/${jim.bid}/coupon/${encodeURIComponent(issueCoupon(15))}`, { method: "PUT", headers: jim.headers })).status).toBe(200);
    const stock = [await stockOf(shot.id), await stockOf(lemonade.id)];
    const details = await ordinaryDetails(jim);
    const delivery = ((await (await call(`/api/Deliverys/${details.deliveryMethodId}`, { headers: jim.headers })).json()) as { data: { price: number; eta: number } }).data;

    const response = await checkout(jim, { ...details, paymentId: String(details.paymentId) as unknown as number });
    expect(response.status).toBe(200);
    const { orderConfirmation } = (await response.json()) as { orderConfirmation: string };

    const itemCents = cents(shot.price) * 3 + cents(lemonade.price) * 7;
    const promotionCents = Math.round(itemCents * 0.15);
    const [order] = await orderHistory(jim);
    expect(order!.orderId).toBe(orderConfirmation);
    expect(order!.totalPrice).toBe((itemCents + cents(delivery.price) - promotionCents) / 100);
    expect(order!.promotionalAmount).toBe(promotionCents / 100);
    expect(order!.deliveryPrice).toBe(delivery.price);
    expect(order!.delivered).toBe(false);
    expect(order!.bonus).toBe(Math.round(shot.price / 10) * 3 + Math.round(lemonade.price / 10) * 7);
    expect(order!.products.map((p) => [p.id, p.quantity, p.total])).toEqual([
      [shot.id, 3, (cents(shot.price) * 3) / 100],
      [lemonade.id, 7, (cents(lemonade.price) * 7) / 100],
    ]);

    expect(await basketItems(jim)).toEqual([]);
    expect([await stockOf(shot.id), await stockOf(lemonade.id)]).toEqual([stock[0]! - 3, stock[1]! - 7]);
    // The coupon was used up with the order.
    const basket = await (await call(`/rest/basket/${jim.bid}`, { headers: jim.headers })).json();
    expect(basket.data.coupon).toBeNull();

    const tracked = await call(`/rest/track-order/${orderConfirmation}`);
    expect(((await tracked.json()) as { data: { orderId: string; eta: number }[] }).data).toMatchObject([{ orderId: orderConfirmation, eta: delivery.eta }]);
    const pdf = await call(`/ftp/order_${orderConfirmation}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toContain("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    for (const key of ["negativeOrderChallenge", "forgedCouponChallenge", "manipulateClockChallenge", "christmasSpecialChallenge", "errorHandlingChallenge"]) {
      expect(await isSolved(key), key).toBe(false);
    }
  });

  it("deluxe members pay deluxe prices for products and delivery", async () => {
    const otto = await customer("stan");
    await emptyBasket(otto);
    const mug = await productNamed("Squeeze Mug");
    await addToBasket(otto, mug.id, 2);
    const details = { ...(await ordinaryDetails(otto)), deliveryMethodId: 1 };
    expect((await checkout(otto, details)).status).toBe(200);
    const [order] = await orderHistory(otto);
    const deliveries = ((await (await call("/api/Deliverys", { headers: otto.headers })).json()) as { data: { id: number; price: number }[] }).data;
    expect(order!.totalPrice).toBe((cents(mug.deluxePrice) * 2 + cents(deliveries.find((d) => d.id === 1)!.price)) / 100);
    expect(deliveries.find((d) => d.id === 1)!.price).toBe(0.99);
  });

  it("pays from the wallet to the cent; a wallet that is short changes nothing at all", async () => {
    const jim = await customer("jim");
    await emptyBasket(jim);
    const press = await productNamed("Electric Cold Press 3000");
    await addToBasket(jim, press.id, 1);
    const before = { balance: await walletBalance(jim), stock: await stockOf(press.id), orders: (await orderHistory(jim)).length };
    const short = await checkout(jim, await ordinaryDetails(jim, "wallet"));
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toBe("Insufficient wallet balance.");
    expect(await walletBalance(jim)).toBe(before.balance);
    expect(await stockOf(press.id)).toBe(before.stock);
    expect(await basketItems(jim)).toHaveLength(1);
    expect(await orderHistory(jim)).toHaveLength(before.orders);

    await emptyBasket(jim);
    const straws = await productNamed("Reusable Glass Straw Set");
    await addToBasket(jim, straws.id, 1);
    expect((await checkout(jim, { ...(await ordinaryDetails(jim, "wallet")), deliveryMethodId: 3 })).status).toBe(200);
    const [order] = await orderHistory(jim);
    expect(cents(await walletBalance(jim))).toBe(cents(before.balance) - cents(order!.totalPrice));
  });

  it("two concurrent checkouts of one basket: exactly one succeeds, and stock and wallet move once", async () => {
    const otto = await customer("stan");
    await emptyBasket(otto);
    const sampler = await productNamed("Squeeze Sticker Sheet");
    await addToBasket(otto, sampler.id, 2);
    const before = { balance: await walletBalance(otto), stock: await stockOf(sampler.id), orders: (await orderHistory(otto)).length };
    const details = await ordinaryDetails(otto, "wallet");
    const answers = await Promise.all([checkout(otto, details), checkout(otto, details), checkout(otto, details)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const s of statuses.filter((s) => s !== 200)) expect([400, 409]).toContain(s);
    expect(await orderHistory(otto)).toHaveLength(before.orders + 1);
    expect(await stockOf(sampler.id)).toBe(before.stock - 2);
    const [order] = await orderHistory(otto);
    expect(cents(await walletBalance(otto))).toBe(cents(before.balance) - cents(order!.totalPrice));
    expect(await isSolved("errorHandlingChallenge")).toBe(false);
  });

  it("stock never goes below zero: more than is left is refused at checkout, and nothing changes", async () => {
    const jim = await customer("jim");
    const penny = await signIn("accountant");
    await emptyBasket(jim);
    const hoodie = await productNamed("Squeeze Hoodie");
    await addToBasket(jim, hoodie.id, 2);
    // Accounting lowers the stock after the hoodies went into the basket.
    const { data } = (await (await call("/api/Quantitys")).json()) as { data: { id: number; ProductId: number }[] };
    const record = data.find((q) => q.ProductId === hoodie.id)!;
    expect((await call(`/api/Quantitys/${record.id}`, { method: "PUT", headers: penny, json: { quantity: 1 } })).status).toBe(200);
    const refused = await checkout(jim, await ordinaryDetails(jim));
    expect(refused.status).toBe(400);
    expect(await stockOf(hoodie.id)).toBe(1);
    expect(await basketItems(jim)).toHaveLength(1);
  });

  it("refuses bad input with clear 4xx answers", async () => {
    const jim = await customer("jim");
    const emma = await customer("emma");
    await emptyBasket(jim);
    const details = await ordinaryDetails(jim);
    expect((await checkout(jim, details)).status).toBe(400); // empty basket
    await addToBasket(jim, 1, 1);
    expect((await call(`/rest/basket/${jim.bid}/checkout`, { method: "POST", headers: jim.headers, json: {} })).status).toBe(400);
    expect((await call(`/rest/basket/${jim.bid}/checkout`, { method: "POST", headers: jim.headers, body: "nope" })).status).toBe(415);
    expect((await call(`/rest/basket/${jim.bid}/checkout`, { method: "POST", json: { orderDetails: details } })).status).toBe(401);
    expect((await checkout(jim, { ...details, addressId: await firstAddressId(emma) })).status).toBe(400);
    expect((await checkout(jim, { ...details, paymentId: await firstCardId(emma) })).status).toBe(400);
    expect((await checkout(jim, { ...details, deliveryMethodId: 99 })).status).toBe(400);
    expect((await checkout(jim, { ...details, paymentId: "bitcoin" })).status).toBe(400);
    expect((await checkout(emma, details)).status).toBe(400); // emma's basket is not jim's: her own is checked, with jim's address
    expect((await call(`/rest/basket/${jim.bid}/checkout`, { method: "POST", headers: emma.headers, json: { orderDetails: details } })).status).toBe(403);
    expect((await call(`/rest/basket/999/checkout`, { method: "POST", headers: jim.headers, json: { orderDetails: details } })).status).toBe(404);
    expect((await call(`/rest/basket/${jim.bid}/coupon/x`, { method: "PUT", headers: emma.headers })).status).toBe(403);
    expect(await basketItems(jim)).toHaveLength(1);
    expect(await isSolved("errorHandlingChallenge")).toBe(false);
  });
});
