import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { addToBasket, checkout, customer, emptyBasket, ordinaryDetails, orderHistory, productNamed, stockOf, walletBalance } from "../support/checkout";

describe("negativeOrderChallenge: an order whose total is below zero", () => {
  beforeEach(resetInstance);

  it("a negative quantity set through the API, paid from the wallet, pays the customer", async () => {
    const jim = await customer("jim");
    await emptyBasket(jim);
    const hoodie = await productNamed("Squeeze Hoodie");
    const item = await addToBasket(jim, hoodie.id, 1);
    // The basket page never offers it; the API takes it.
    const changed = await call(`/api/BasketItems/${item}`, { method: "PUT", headers: jim.headers, json: { quantity: -40 } });
    expect(changed.status).toBe(200);
    const before = await walletBalance(jim);
    const stockBefore = await stockOf(hoodie.id);
    const response = await checkout(jim, await ordinaryDetails(jim, "wallet"));
    expect(response.status).toBe(200);
    const [order] = await orderHistory(jim);
    expect(order!.totalPrice).toBeLessThan(0);
    // The "refund" lands in the wallet, to the cent, and the stock grows.
    expect(await walletBalance(jim)).toBe(Math.round((before - order!.totalPrice) * 100) / 100);
    expect(await stockOf(hoodie.id)).toBe(stockBefore + 40);
    expect(await isSolved("negativeOrderChallenge")).toBe(true);
  });

  it("an ordinary order, even a cheap one with a coupon, does not solve it", async () => {
    const jim = await customer("jim");
    await emptyBasket(jim);
    await addToBasket(jim, (await productNamed("Squeeze Sticker Sheet")).id, 1);
    expect((await checkout(jim, await ordinaryDetails(jim))).status).toBe(200);
    const [order] = await orderHistory(jim);
    expect(order!.totalPrice).toBeGreaterThan(0);
    expect(await isSolved("negativeOrderChallenge")).toBe(false);
  });
});
