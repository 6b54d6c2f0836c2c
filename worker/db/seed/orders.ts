import type { SeedOrder } from "./types";

/** Past orders, for order history, tracking and the data export. */
export const orders: SeedOrder[] = [
  {
    orderer: "jasper.quill",
    items: [
      { product: "Sunrise Orange Juice (1000ml)", quantity: 2 },
      { product: "Squeeze Mug", quantity: 1 },
    ],
    delivery: "Zest Express",
    address: 0,
    payment: "card",
    delivered: true,
    eta: 0,
  },
  {
    orderer: "jasper.quill",
    items: [
      { product: "Ginger Fire Shot (60ml)", quantity: 3 },
      { product: "Reusable Glass Straw Set", quantity: 1 },
    ],
    delivery: "Pulp Rocket (next day)",
    address: 0,
    payment: "card",
    delivered: false,
    eta: 1,
  },
  {
    orderer: "gus.grindle",
    items: [
      { product: "Electric Cold Press 3000", quantity: 1 },
      { product: "Banana Oat Breakfast Smoothie", quantity: 2 },
    ],
    delivery: "Slow Drip Green Post",
    address: 0,
    payment: "wallet",
    delivered: false,
    eta: 5,
  },
  {
    orderer: "ellie.marmalade",
    items: [
      { product: "Classic Squeezed Lemonade", quantity: 4 },
      { product: "Squeeze Canvas Tote Bag", quantity: 1 },
    ],
    delivery: "Zest Express",
    address: 1,
    payment: "wallet",
    couponPercent: 10,
    delivered: true,
    eta: 0,
  },
  {
    orderer: "marigold.figgins",
    items: [
      { product: "Three-Day Juice Cleanse Kit", quantity: 1 },
      { product: "Matcha Mint Smoothie", quantity: 2 },
    ],
    delivery: "Pulp Rocket (next day)",
    address: 0,
    payment: "card",
    delivered: false,
    eta: 1,
  },
  {
    orderer: "barnaby.beet",
    items: [{ product: "Beetroot Boost (500ml)", quantity: 3 }],
    delivery: "Slow Drip Green Post",
    address: 0,
    payment: "wallet",
    delivered: true,
    eta: 0,
  },
];
