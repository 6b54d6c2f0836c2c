import type { SeedDeliveryMethod } from "./types";

/** Shipping options at checkout. Deluxe members pay less (or nothing). */
export const deliveryMethods: SeedDeliveryMethod[] = [
  { name: "Pulp Rocket (next day)", price: 4.99, deluxePrice: 0.99, eta: 1, icon: "rocket" },
  { name: "Zest Express", price: 2.49, deluxePrice: 0.5, eta: 3, icon: "shipping-fast" },
  { name: "Slow Drip Green Post", price: 0.99, deluxePrice: 0, eta: 6, icon: "leaf" },
];
