import { decode } from "@alttiri/base85";
import { describe, expect, it } from "vitest";
import { campaignCouponDetails, campaignOf, campaigns, isCampaignDay } from "../../worker/lib/campaigns";
import { couponDiscount, issueCoupon } from "../../worker/lib/coupons";
import { hasCents, percentOf, toCents } from "../../worker/lib/money";

describe("money in cents", () => {
  it("adds what floats get wrong", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toCents(0.1) + toCents(0.2)).toBe(toCents(0.3));
    expect(percentOf(toCents(19.99) * 3, 15)).toBe(900);
    expect(hasCents(10.1)).toBe(true);
    expect(hasCents(10.001)).toBe(false);
  });
});

describe("coupons", () => {
  const november = new Date(Date.UTC(2026, 10, 22));
  it("are ten z85 characters over SQ<yy><mm><percent>, good in their month only", () => {
    const coupon = issueCoupon(15, november);
    expect(coupon).toHaveLength(10);
    expect(new TextDecoder().decode(decode(coupon, "z85"))).toBe("SQ261115");
    expect(couponDiscount(coupon, november)).toBe(15);
    expect(couponDiscount(coupon, new Date(Date.UTC(2026, 11, 1)))).toBeNull();
    expect(couponDiscount("not a one!", november)).toBeNull();
    expect(couponDiscount("short", november)).toBeNull();
  });

  it("campaign codes: the spec's nine, each valid on one day", () => {
    expect(campaigns.map((c) => [c.code, c.discount])).toEqual([
      ["WMNSDY2019", 75],
      ["WMNSDY2020", 60],
      ["WMNSDY2021", 60],
      ["WMNSDY2022", 60],
      ["WMNSDY2023", 60],
      ["ORANGE2020", 50],
      ["ORANGE2021", 40],
      ["ORANGE2022", 40],
      ["ORANGE2023", 40],
    ]);
    const campaign = campaignOf("wmnsdy2019")!;
    expect(isCampaignDay(campaign, campaign.validOn + 3_600_000)).toBe(true);
    expect(isCampaignDay(campaign, campaign.validOn + 86_400_000)).toBe(false);
    expect(campaignCouponDetails(campaign)).toBe(`WMNSDY2019-${Date.UTC(2019, 2, 8)}`);
  });
});
