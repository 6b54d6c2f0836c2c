/**
 * The shop's old campaign coupons (spec part 2 §9). The payment page checks them in the browser:
 * each was valid on one day only, and the page sends the code with that day's timestamp to the
 * checkout as `couponData`. Shared by the page and the server.
 */
export interface Campaign {
  code: string;
  /** The start of the one day the code was valid (UTC midnight, milliseconds). */
  validOn: number;
  discount: number;
}

const day = 24 * 60 * 60 * 1000;

export const campaigns: readonly Campaign[] = [
  { code: "WMNSDY2019", validOn: Date.UTC(2019, 2, 8), discount: 75 },
  { code: "WMNSDY2020", validOn: Date.UTC(2020, 2, 8), discount: 60 },
  { code: "WMNSDY2021", validOn: Date.UTC(2021, 2, 8), discount: 60 },
  { code: "WMNSDY2022", validOn: Date.UTC(2022, 2, 8), discount: 60 },
  { code: "WMNSDY2023", validOn: Date.UTC(2023, 2, 8), discount: 60 },
  // Our orange days: midsummer, when the presses run longest.
  { code: "ORANGE2020", validOn: Date.UTC(2020, 5, 21), discount: 50 },
  { code: "ORANGE2021", validOn: Date.UTC(2021, 5, 21), discount: 40 },
  { code: "ORANGE2022", validOn: Date.UTC(2022, 5, 21), discount: 40 },
  { code: "ORANGE2023", validOn: Date.UTC(2023, 5, 21), discount: 40 },
];

export const campaignOf = (code: string): Campaign | undefined => campaigns.find((c) => c.code === code.toUpperCase());

/** Whether the campaign's day is today (in UTC). */
export const isCampaignDay = (campaign: Campaign, now: number) => now >= campaign.validOn && now < campaign.validOn + day;

/** What the payment page keeps in session storage as couponDetails, and sends base64-encoded. */
export const campaignCouponDetails = (campaign: Campaign) => `${campaign.code}-${campaign.validOn}`;
