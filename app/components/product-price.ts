/** A product as the shop's screens show it (a search row that is a real product). */
export interface ShownProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  deluxePrice: number;
  image: string;
}

/** Prices with the shop's currency sign (spec part 1 §9). */
export const formatPrice = (price: number) => `${price.toFixed(2)}¤`;

/** Spec part 1 §9: the rounded price divided by ten, per item. */
export const bonusPoints = (price: number, quantity = 1) => Math.round(price / 10) * quantity;
