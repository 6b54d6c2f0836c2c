import { beforeAll, describe, expect, it } from "vitest";
import { orders as seededOrders } from "../../worker/db/seed/orders";
import { resetInstance } from "../support/instance";
import { seededOrderId } from "../support/seed";
import { md5, seededUser, trackOrder } from "../support/shop";

interface TrackedOrder {
  orderId: string;
  email: string;
  totalPrice: number;
  products: { quantity: number; id: number; name: string; price: number; total: number; bonus: number }[];
  bonus: number;
  eta: number | null;
  delivered: boolean;
  addressId: number | null;
  paymentId: number | string | null;
  promotionalAmount: number;
  deliveryPrice: number;
}

const cents = (amount: number) => Math.round(amount * 100);

describe("order tracking", () => {
  const tracked: TrackedOrder[] = [];
  beforeAll(async () => {
    await resetInstance();
    for (const n of seededOrders.keys()) {
      const id = seededOrderId(n);
      const response = await trackOrder(id);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: TrackedOrder[] };
      expect(data).toHaveLength(1);
      tracked.push(data[0]!);
    }
  });

  it("finds every seeded order by its id, which starts with the md5 of the orderer's email", () => {
    for (const [n, order] of tracked.entries()) {
      const user = seededUser(seededOrders[n]!.orderer);
      expect(order.orderId).toMatch(/^[0-9a-f]{4}-[0-9a-f]{16}$/);
      expect(order.orderId.slice(0, 4)).toBe(md5(user.email).slice(0, 4));
      expect(order.email).toBe(user.email.replace(/[aeiou]/gi, "*"));
    }
  });

  it("carries the spec's fields with exact prices", () => {
    for (const order of tracked) {
      expect(order).toEqual(
        expect.objectContaining({
          totalPrice: expect.any(Number),
          bonus: order.products.reduce((sum, p) => sum + p.bonus, 0),
          eta: expect.any(Number),
          delivered: expect.any(Boolean),
          addressId: expect.any(Number),
          promotionalAmount: expect.any(Number),
          deliveryPrice: expect.any(Number),
        }),
      );
      for (const line of order.products) {
        expect(cents(line.total)).toBe(cents(line.price) * line.quantity);
        expect(line.bonus).toBe(Math.round(line.price / 10) * line.quantity);
      }
      const items = order.products.reduce((sum, line) => sum + cents(line.total), 0);
      expect(cents(order.totalPrice)).toBe(items + cents(order.deliveryPrice) - cents(order.promotionalAmount));
      expect(String(order.totalPrice)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
    expect(tracked.some((o) => o.delivered)).toBe(true);
    expect(tracked.some((o) => !o.delivered)).toBe(true);
    expect(tracked.some((o) => o.promotionalAmount > 0)).toBe(true);
    expect(new Set(tracked.map((o) => o.email)).size).toBeGreaterThan(3);
  });

  it("answers an unknown id with the id alone", async () => {
    const response = await trackOrder("0000-0000000000000000");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success", data: [{ orderId: "0000-0000000000000000" }] });
  });

  it("answers an id that breaks the lookup, or one over 200 characters, with a 400", async () => {
    const broken = await trackOrder("it's");
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatch(/^\$where failed: SyntaxError/);
    expect((await trackOrder("a".repeat(201))).status).toBe(400);
  });
});
