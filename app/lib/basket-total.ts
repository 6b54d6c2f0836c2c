import { toCents } from "../../worker/lib/money";
import { fetchBasket } from "./basket";

/**
 * The signed-in customer's basket as the payment and summary pages show it: its lines and the item
 * total in cents, at the customer's prices (deluxe members pay deluxe prices).
 */
export async function loadBasket(deluxe: boolean) {
  const basket = await fetchBasket();
  if (!basket) return { lines: [], itemCents: 0 };
  const lines = basket.Products.map((product) => {
    const price = deluxe ? product.deluxePrice : product.price;
    const quantity = product.BasketItem.quantity;
    return { id: product.id, name: product.name, price, quantity, totalCents: toCents(price) * quantity };
  });
  const itemCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  sessionStorage.setItem("itemTotal", String(itemCents / 100));
  return { lines, itemCents };
}

export type BasketLine = Awaited<ReturnType<typeof loadBasket>>["lines"][number];
