import type { SeedBasket } from "./types";

/** Baskets some customers left filled (what the basket-access challenge finds). */
export const baskets: SeedBasket[] = [
  {
    owner: "jasper.quill",
    items: [
      { product: "Three-Day Juice Cleanse Kit", quantity: 1 },
      { product: "Mango Tango Smoothie", quantity: 3 },
    ],
  },
  {
    owner: "gus.grindle",
    items: [
      { product: "Electric Cold Press 3000", quantity: 1 },
      { product: "Ginger Fire Shot (60ml)", quantity: 6 },
    ],
  },
  { owner: "ellie.marmalade", items: [{ product: "Sunrise Orange Juice (1000ml)", quantity: 2 }] },
  { owner: "otto.overripe", items: [{ product: "Banana Oat Breakfast Smoothie", quantity: 4 }] },
];
