import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { addToBasket, checkout, customer, emptyBasket, ordinaryDetails, orderHistory } from "../support/checkout";

interface Row {
  id: number;
  name: string;
  createdAt: string;
  deletedAt: string | null;
}

describe("christmasSpecialChallenge: ordering the withdrawn 2014 holiday special", () => {
  beforeEach(resetInstance);

  it("the search's injection shows the withdrawn products; the basket takes one by id, and the checkout ships it", async () => {
    // The search hides withdrawn products in its WHERE clause; closing it early shows them all.
    const search = await call(`/rest/products/search?q=${encodeURIComponent("'))--")}`);
    expect(search.status).toBe(200);
    const rows = ((await search.json()) as { data: Row[] }).data;
    const special = rows.find((r) => r.deletedAt !== null && r.createdAt.startsWith("2014-12"));
    expect(special).toBeDefined();
    expect(((await (await call("/api/Products")).json()) as { data: Row[] }).data.map((p) => p.id)).not.toContain(special!.id);

    const gus = await customer("bender");
    await emptyBasket(gus);
    await addToBasket(gus, special!.id, 1);
    expect((await checkout(gus, await ordinaryDetails(gus))).status).toBe(200);
    const [order] = await orderHistory(gus);
    expect(order!.products.map((p) => p.id)).toEqual([special!.id]);
    expect(await isSolved("christmasSpecialChallenge")).toBe(true);
  });

  it("ordering products that are on sale does not solve it", async () => {
    const gus = await customer("bender");
    await emptyBasket(gus);
    await addToBasket(gus, 1, 2);
    expect((await checkout(gus, await ordinaryDetails(gus))).status).toBe(200);
    expect(await isSolved("christmasSpecialChallenge")).toBe(false);
  });
});
