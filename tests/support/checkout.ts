import { expect } from "vitest";
import type { Persona } from "../../worker/db/seed/types";
import { bearer, call } from "./instance";
import { seededUser } from "./shop";

/** A signed-in customer as the shop's pages hold them: the token's headers and the basket id. */
export interface Customer {
  headers: { Authorization: string };
  bid: number;
  id: number;
  email: string;
}

export async function customer(who: Persona | string): Promise<Customer> {
  const user = seededUser(who);
  return signInAs(user.email, user.password);
}

export async function signInAs(email: string, password: string): Promise<Customer> {
  const response = await call("/rest/user/login", { method: "POST", json: { email, password } });
  expect(response.status).toBe(200);
  const { authentication } = (await response.json()) as { authentication: { token: string; bid: number } };
  const payload = JSON.parse(Buffer.from(authentication.token.split(".")[1]!, "base64url").toString("utf8")) as { data: { id: number } };
  return { headers: bearer(authentication.token), bid: authentication.bid, id: payload.data.id, email };
}

/** Registers a new customer (with a security answer, as the registration page sends it) and signs them in. */
export async function newCustomer(email: string, password = "Fresh-Juice-42", answer = "Lemon"): Promise<Customer> {
  const response = await call("/api/Users/", { method: "POST", json: { email, password, passwordRepeat: password } });
  expect(response.status, await response.clone().text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  const answered = await call("/api/SecurityAnswers/", { method: "POST", json: { UserId: data.id, answer, SecurityQuestionId: 1 } });
  expect(answered.status).toBe(201);
  return signInAs(email, password);
}

export interface Product {
  id: number;
  name: string;
  price: number;
  deluxePrice: number;
}

export async function productNamed(name: string): Promise<Product> {
  const { data } = (await (await call("/api/Products")).json()) as { data: Product[] };
  const product = data.find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product;
}

/** What is in a basket now: item ids by product id. */
export async function basketItems(who: Customer): Promise<{ id: number; ProductId: number; quantity: number }[]> {
  const response = await call(`/rest/basket/${who.bid}`, { headers: who.headers });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { Products: { BasketItem: { id: number; ProductId: number; quantity: number } }[] } };
  return data.Products.map((p) => p.BasketItem);
}

/** Puts a product into the customer's basket (as the search page's add button does). */
export async function addToBasket(who: Customer, productId: number, quantity = 1): Promise<number> {
  const response = await call("/api/BasketItems/", { method: "POST", headers: who.headers, json: { ProductId: productId, BasketId: who.bid, quantity } });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Empties the customer's basket. */
export async function emptyBasket(who: Customer): Promise<void> {
  for (const item of await basketItems(who)) {
    expect((await call(`/api/BasketItems/${item.id}`, { method: "DELETE", headers: who.headers })).status).toBe(200);
  }
}

export async function firstAddressId(who: Customer): Promise<number> {
  const { data } = (await (await call("/api/Addresss", { headers: who.headers })).json()) as { data: { id: number }[] };
  if (data.length > 0) return data[0]!.id;
  const created = await call("/api/Addresss", {
    method: "POST",
    headers: who.headers,
    json: { country: "Squeezeland", fullName: "Test Customer", mobileNum: 5551234567, zipCode: "12345", streetAddress: "1 Peel Street", city: "Pulpton", state: "" },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

export async function firstCardId(who: Customer): Promise<number> {
  const { data } = (await (await call("/api/Cards", { headers: who.headers })).json()) as { data: { id: number }[] };
  if (data.length > 0) return data[0]!.id;
  const created = await call("/api/Cards", { method: "POST", headers: who.headers, json: { fullName: "Test Customer", cardNum: 4111222233334444, expMonth: 5, expYear: 2090 } });
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

export interface OrderDetails {
  paymentId: number | string;
  addressId: number;
  deliveryMethodId: number;
}

/** POST /rest/basket/{bid}/checkout, as the order summary sends it. */
export const checkout = (who: Customer, orderDetails: OrderDetails, couponData?: string) =>
  call(`/rest/basket/${who.bid}/checkout`, { method: "POST", headers: who.headers, json: { orderDetails, ...(couponData === undefined ? {} : { couponData }) } });

/** Checkout details that work for this customer: their first address and card, the cheapest delivery. */
export async function ordinaryDetails(who: Customer, payment: "card" | "wallet" = "card"): Promise<OrderDetails> {
  return { paymentId: payment === "wallet" ? "wallet" : await firstCardId(who), addressId: await firstAddressId(who), deliveryMethodId: 3 };
}

export async function walletBalance(who: Customer): Promise<number> {
  const response = await call("/rest/wallet/balance", { headers: who.headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: number }).data;
}

export async function stockOf(productId: number): Promise<number> {
  const { data } = (await (await call("/api/Quantitys")).json()) as { data: { ProductId: number; quantity: number }[] };
  return data.find((q) => q.ProductId === productId)!.quantity;
}

export interface OrderView {
  _id: string;
  orderId: string;
  totalPrice: number;
  delivered: boolean;
  promotionalAmount: number;
  deliveryPrice: number;
  bonus: number;
  products: { id: number; name: string; price: number; quantity: number; total: number }[];
}

export async function orderHistory(who: Customer): Promise<OrderView[]> {
  const response = await call("/rest/order-history", { headers: who.headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OrderView[] }).data;
}
