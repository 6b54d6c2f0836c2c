import { useSyncExternalStore } from "react";

/** The API client, loaded when first needed (the top bar's count is on every page, the client is not). */
const api = () => import("./api");

/**
 * How many items the basket holds, for the top bar: read from the server when a user appears and
 * after each change (the page keeps it in memory; session storage's itemTotal is the checkout's
 * total price).
 */
let count: number | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function useBasketCount(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => null,
  );
}

export const basketId = () => sessionStorage.getItem("bid");

/** The signed-in user's basket, or null when there is none to read. */
export async function fetchBasket() {
  const bid = basketId();
  if (!bid) return null;
  const { browserApi } = await api();
  const response = await browserApi().rest.basket[":id"].$get({ param: { id: bid } });
  return response.ok ? (await response.json()).data : null;
}

export type Basket = NonNullable<Awaited<ReturnType<typeof fetchBasket>>>;

export function storeBasketCount(basket: Basket | null) {
  count = basket?.Products.reduce((sum, p) => sum + p.BasketItem.quantity, 0) ?? 0;
  notify();
}

export async function refreshBasketCount() {
  storeBasketCount(await fetchBasket());
}

/**
 * Spec part 1 §4: one more of a product already in the basket, else a new item of one. Resolves to
 * whether it was already there; rejects with the server's message.
 */
export async function addToBasket(productId: number): Promise<"added" | "increased"> {
  const basket = await fetchBasket();
  const bid = basketId();
  if (!basket || !bid) throw new Error("No basket to add to: log in again.");
  const existing = basket.Products.find((p) => p.id === productId);
  const { errorText, sendJson } = await api();
  const response = existing
    ? await sendJson("PUT", `/api/BasketItems/${existing.BasketItem.id}`, { quantity: existing.BasketItem.quantity + 1 })
    : await sendJson("POST", "/api/BasketItems/", { ProductId: productId, BasketId: bid, quantity: 1 });
  if (!response.ok) throw new Error(await errorText(response));
  await refreshBasketCount();
  return existing ? "increased" : "added";
}
