import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { addToBasket, basketItems, checkout, customer, emptyBasket, ordinaryDetails, orderHistory, productNamed } from "../support/checkout";

describe("manipulateClockChallenge: an expired campaign code at checkout", () => {
  beforeEach(resetInstance);

  it("couponData claiming the campaign's own day gets its discount, whatever today is", async () => {
    const emma = await customer("emma");
    await emptyBasket(emma);
    const lemonade = await productNamed("Classic Squeezed Lemonade");
    await addToBasket(emma, lemonade.id, 4);
    // What the payment page stores after accepting the code with the browser's clock set back to
    // 21 June 2021 (local midnight there is UTC midnight here).
    const couponData = Buffer.from(`ORANGE2021-${Date.UTC(2021, 5, 21)}`).toString("base64");
    const response = await checkout(emma, await ordinaryDetails(emma), couponData);
    expect(response.status).toBe(200);
    const [order] = await orderHistory(emma);
    const itemCents = Math.round(lemonade.price * 100) * 4;
    expect(order!.promotionalAmount).toBe(Math.round(itemCents * 0.4) / 100);
    expect(await isSolved("manipulateClockChallenge")).toBe(true);
  });

  it("a campaign code with any other day is refused and changes nothing; an order without one does not solve it", async () => {
    const emma = await customer("emma");
    await emptyBasket(emma);
    await addToBasket(emma, 1, 1);
    const earlier = (await orderHistory(emma)).length;
    const wrongDay = Buffer.from(`WMNSDY2019-${Date.now()}`).toString("base64");
    const refused = await checkout(emma, await ordinaryDetails(emma), wrongDay);
    expect(refused.status).toBe(400);
    expect(await orderHistory(emma)).toHaveLength(earlier);
    expect(await basketItems(emma)).toHaveLength(1);
    expect((await checkout(emma, await ordinaryDetails(emma), "%%%")).status).toBe(400);
    expect((await checkout(emma, await ordinaryDetails(emma))).status).toBe(200);
    expect(await isSolved("manipulateClockChallenge")).toBe(false);
  });
});
