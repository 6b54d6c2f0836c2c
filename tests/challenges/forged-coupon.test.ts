import { encode } from "@alttiri/base85";
import { beforeEach, describe, expect, it } from "vitest";
import { issueCoupon } from "../../worker/lib/coupons";
import { call, isSolved, resetInstance } from "../support/instance";
import { addToBasket, checkout, customer, emptyBasket, ordinaryDetails, orderHistory, productNamed } from "../support/checkout";

/** The sales team's forgotten coupon backup, fetched past the file server's document rule (poison null byte). */
const couponBackup = () => call(`/ftp/${encodeURIComponent("coupons_2025.md.bak")}%2500.md`);

const applyCoupon = (who: Awaited<ReturnType<typeof customer>>, coupon: string) =>
  call(`/rest/basket/${who.bid}/coupon/${encodeURIComponent(coupon)}`, { method: "PUT", headers: who.headers });

describe("forgedCouponChallenge: a coupon of one's own making worth 80% or more", () => {
  beforeEach(resetInstance);

  it("old coupons from the forgotten backup decode to their month and percentage; a forged one for this month works", async () => {
    const file = await couponBackup();
    expect(file.status).toBe(200);
    const text = await file.text();
    const old = [...text.matchAll(/`([^`]{10})`/g)].map((m) => m[1]!);
    expect(old.length).toBeGreaterThan(2);
    // What a student does with a z85 decoder: the coupons read SQ<yy><mm><percent>.
    const { decode } = await import("@alttiri/base85");
    const decoded = old.map((c) => new TextDecoder().decode(decode(c, "z85")));
    for (const d of decoded) expect(d).toMatch(/^SQ\d{6}$/);
    const now = new Date();
    const forged = encode(new TextEncoder().encode(`SQ${String(now.getUTCFullYear() % 100).padStart(2, "0")}${String(now.getUTCMonth() + 1).padStart(2, "0")}85`), "z85");

    const jim = await customer("jim");
    await emptyBasket(jim);
    const mug = await productNamed("Squeeze Mug");
    await addToBasket(jim, mug.id, 2);
    const applied = await applyCoupon(jim, forged);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ discount: 85 });
    expect((await checkout(jim, await ordinaryDetails(jim))).status).toBe(200);
    const [order] = await orderHistory(jim);
    expect(order!.promotionalAmount).toBe(Math.round(Math.round(mug.price * 100) * 2 * 0.85) / 100);
    expect(await isSolved("forgedCouponChallenge")).toBe(true);
  });

  it("a genuine coupon of this month gives its discount without solving it; an old one or a made-up string is refused", async () => {
    const jim = await customer("jim");
    await emptyBasket(jim);
    await addToBasket(jim, 1, 1);
    const text = await (await couponBackup()).text();
    const expired = /`([^`]{10})`/.exec(text)![1]!;
    expect((await applyCoupon(jim, expired)).status).toBe(404);
    expect((await applyCoupon(jim, "0123456789")).status).toBe(404);
    expect((await applyCoupon(jim, "short")).status).toBe(404);
    const genuine = await applyCoupon(jim, issueCoupon(15));
    expect(await genuine.json()).toEqual({ discount: 15 });
    expect((await checkout(jim, await ordinaryDetails(jim))).status).toBe(200);
    const [order] = await orderHistory(jim);
    expect(order!.promotionalAmount).toBeGreaterThan(0);
    expect(await isSolved("forgedCouponChallenge")).toBe(false);
  });
});
