import { beforeEach, describe, expect, it } from "vitest";
import { orders } from "../../worker/db/seed/orders";
import { isSolved, resetInstance } from "../support/instance";
import { md5, seededUser, trackOrder } from "../support/shop";

describe("noSqlOrdersChallenge: an always-true clause in the tracking $where", () => {
  beforeEach(resetInstance);

  it("' || true || ' returns every order and solves it", async () => {
    const response = await trackOrder("' || true || '");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toHaveLength(orders.length);
    expect(new Set(data.map((o: { email: string }) => o.email)).size).toBeGreaterThan(1);
    expect(await isSolved("noSqlOrdersChallenge")).toBe(true);
  });

  it("a comparison that is always true works too", async () => {
    const response = await trackOrder("'||'1'=='1");
    expect(response.status).toBe(200);
    expect((await response.json()).data.length).toBeGreaterThan(1);
    expect(await isSolved("noSqlOrdersChallenge")).toBe(true);
  });

  it("tracking one real order, an unknown one or a broken one does not solve it", async () => {
    const jim = seededUser("jim");
    const realId = `${md5(jim.email).slice(0, 4)}-${md5(`${jim.localPart}#0`).slice(0, 16)}`;
    const found = await trackOrder(realId);
    expect(found.status).toBe(200);
    expect((await found.json()).data).toEqual([expect.objectContaining({ orderId: realId })]);
    expect((await trackOrder("5267-f9cd5882f54c75a3")).status).toBe(200);
    expect((await trackOrder("it's broken")).status).toBe(400);
    expect(await isSolved("noSqlOrdersChallenge")).toBe(false);
  });
});
