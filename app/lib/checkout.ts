import type { InferResponseType } from "hono/client";
import type { ApiClient } from "../../worker/api-client";

/**
 * The checkout's state in session storage, under the spec's keys (spec part 2 §3): what each step
 * chose, for the next one. The order summary sends it, and a placed order clears it.
 */
export const checkoutKeys = {
  itemTotal: "itemTotal",
  walletTotal: "walletTotal",
  couponDiscount: "couponDiscount",
  couponDetails: "couponDetails",
  deliveryMethodId: "deliveryMethodId",
  addressId: "addressId",
  paymentId: "paymentId",
} as const;

export const readCheckout = (key: keyof typeof checkoutKeys) => sessionStorage.getItem(checkoutKeys[key]);
export const writeCheckout = (key: keyof typeof checkoutKeys, value: string) => sessionStorage.setItem(checkoutKeys[key], value);

/** What placing an order clears (spec part 2 §4). */
export function clearPlacedOrder() {
  for (const key of ["paymentId", "addressId", "deliveryMethodId", "couponDetails", "couponDiscount"] as const) sessionStorage.removeItem(checkoutKeys[key]);
}

/** Amounts as the shop shows them: two decimals and the generic currency sign (spec part 2 §9). */
export const money = (amount: number) => `${amount.toFixed(2)}¤`;

export type Address = InferResponseType<ApiClient["api"]["Addresss"]["$get"], 200>["data"][number];
export type Card = InferResponseType<ApiClient["api"]["Cards"]["$get"], 200>["data"][number];
export type DeliveryMethod = InferResponseType<ApiClient["api"]["Deliverys"]["$get"], 200>["data"][number];
