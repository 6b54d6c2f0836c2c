import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { signIn } from "../support/shop";
import { customer, firstAddressId, firstCardId, newCustomer, orderHistory, walletBalance } from "../support/checkout";

const address = { country: "Squeezeland", fullName: "Tess Tangerine", mobileNum: 5550101234, zipCode: "PL 4711", streetAddress: "3 Rind Row\nBack door", city: "Pulpton", state: "Zest" };

describe("addresses, cards, deliveries", () => {
  beforeEach(resetInstance);

  it("a customer keeps their own addresses: create, read, update, delete; others' stay out of reach", async () => {
    const jim = await customer("jim");
    const emma = await customer("emma");
    const created = await call("/api/Addresss", { method: "POST", headers: jim.headers, json: address });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const listed = ((await (await call("/api/Addresss", { headers: jim.headers })).json()) as { data: { id: number }[] }).data;
    expect(listed.map((a) => a.id)).toContain(data.id);
    expect((await call(`/api/Addresss/${data.id}`, { method: "PUT", headers: jim.headers, json: { ...address, city: "Zestville" } })).status).toBe(200);
    expect(((await (await call(`/api/Addresss/${data.id}`, { headers: jim.headers })).json()) as { data: { city: string } }).data.city).toBe("Zestville");
    expect((await call(`/api/Addresss/${data.id}`, { headers: emma.headers })).status).toBe(404);
    expect((await call(`/api/Addresss/${data.id}`, { method: "DELETE", headers: emma.headers })).status).toBe(404);
    expect((await call(`/api/Addresss/${data.id}`, { method: "DELETE", headers: jim.headers })).status).toBe(200);
    expect((await call(`/api/Addresss/${data.id}`, { headers: jim.headers })).status).toBe(404);
  });

  it("address rules: required fields, street up to 160, zip up to 8, a plausible phone number", async () => {
    const jim = await customer("jim");
    const post = (body: unknown) => call("/api/Addresss", { method: "POST", headers: jim.headers, json: body });
    expect((await post({ ...address, country: "" })).status).toBe(400);
    expect((await post({ ...address, streetAddress: "x".repeat(161) })).status).toBe(400);
    expect((await post({ ...address, zipCode: "123456789" })).status).toBe(400);
    expect((await post({ ...address, mobileNum: 12 })).status).toBe(400);
    expect((await post({ ...address, mobileNum: "5550101234" })).status).toBe(400);
    expect((await call("/api/Addresss")).status).toBe(401);
    expect((await call("/api/Addresss/x", { headers: jim.headers })).status).toBe(400);
  });

  it("cards are listed with only their last four digits, and follow the card rules", async () => {
    const jim = await customer("jim");
    const post = (body: unknown) => call("/api/Cards", { method: "POST", headers: jim.headers, json: body });
    const card = { fullName: "Jasper Quill", cardNum: 4000123412341234, expMonth: 12, expYear: 2099 };
    const created = await post(card);
    expect(created.status).toBe(201);
    const listed = ((await (await call("/api/Cards", { headers: jim.headers })).json()) as { data: { cardNum: string }[] }).data;
    expect(listed.map((c) => c.cardNum)).toContain("************1234");
    expect(JSON.stringify(listed)).not.toContain("4000123412341234");
    expect((await post({ ...card, cardNum: 400012341234123 })).status).toBe(400);
    expect((await post({ ...card, expMonth: 13 })).status).toBe(400);
    expect((await post({ ...card, expYear: 2079 })).status).toBe(400);
    expect((await post({ ...card, fullName: "" })).status).toBe(400);
    const { data } = (await created.json()) as { data: { id: number } };
    const emma = await customer("emma");
    expect((await call(`/api/Cards/${data.id}`, { method: "DELETE", headers: emma.headers })).status).toBe(404);
    expect((await call(`/api/Cards/${data.id}`, { method: "DELETE", headers: jim.headers })).status).toBe(200);
  });

  it("delivery methods: everyone sees the prices; deluxe members see theirs", async () => {
    const all = ((await (await call("/api/Deliverys")).json()) as { data: { id: number; name: string; price: number; eta: number; icon: string }[] }).data;
    expect(all.length).toBe(3);
    const deluxe = ((await (await call("/api/Deliverys", { headers: await signIn("stan") })).json()) as { data: { id: number; price: number }[] }).data;
    for (const method of all) expect(deluxe.find((d) => d.id === method.id)!.price).toBeLessThanOrEqual(method.price);
    expect((await call("/api/Deliverys/99")).status).toBe(404);
  });
});

describe("the wallet", () => {
  beforeEach(resetInstance);

  it("tops up exactly to the cent with one's own card, 10 to 1000 at a time", async () => {
    const jim = await customer("jim");
    const card = await firstCardId(jim);
    const topUp = (balance: unknown, paymentId: unknown = card) => call("/rest/wallet/balance", { method: "PUT", headers: jim.headers, json: { balance, paymentId } });
    expect(await walletBalance(jim)).toBe(12.5);
    expect((await topUp(10.1)).status).toBe(200);
    const response = await topUp(10.2);
    expect(((await response.json()) as { data: number }).data).toBe(32.8);
    expect(await walletBalance(jim)).toBe(32.8);
    for (const bad of [9.99, 1000.01, 10.001, "20", -50]) expect((await topUp(bad)).status, String(bad)).toBe(400);
    expect((await topUp(20, await firstCardId(await customer("stan")))).status).toBe(400);
    expect(await walletBalance(jim)).toBe(32.8);
    expect((await call("/rest/wallet/balance")).status).toBe(401);
  });
});

describe("recycling", () => {
  beforeEach(resetInstance);

  it("a box for up to 100 litres, a pickup with a date above that", async () => {
    const jim = await customer("jim");
    const AddressId = await firstAddressId(jim);
    const post = (body: unknown) => call("/api/Recycles/", { method: "POST", headers: jim.headers, json: body });
    const box = await post({ UserId: jim.id, AddressId, quantity: 50, isPickup: false });
    expect(box.status).toBe(201);
    expect(((await box.json()) as { data: { isPickup: boolean } }).data.isPickup).toBe(false);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const pickup = await post({ AddressId, quantity: 250, isPickup: true, date: tomorrow });
    expect(pickup.status).toBe(201);
    expect(((await pickup.json()) as { data: { pickupDate: string } }).data.pickupDate).toBe(tomorrow);
    expect((await post({ AddressId, quantity: 9 })).status).toBe(400);
    expect((await post({ AddressId, quantity: 1001 })).status).toBe(400);
    expect((await post({ AddressId, quantity: 80, isPickup: true, date: tomorrow })).status).toBe(400);
    expect((await post({ AddressId, quantity: 200, isPickup: true })).status).toBe(400);
    expect((await post({ AddressId, quantity: 200, isPickup: true, date: "2020-01-01" })).status).toBe(400);
    expect((await post({ AddressId: await firstAddressId(await customer("emma")), quantity: 50 })).status).toBe(400);
    expect((await post({ UserId: 1, AddressId, quantity: 50 })).status).toBe(403);
    const mine = ((await (await call("/api/Recycles/", { headers: jim.headers })).json()) as { data: unknown[] }).data;
    expect(mine).toHaveLength(2);
  });
});

describe("accounting", () => {
  beforeEach(resetInstance);

  it("accounting sees every order, flips delivery status, and edits prices and stock", async () => {
    const penny = await signIn("accountant");
    const orders = await call("/rest/order-history/orders", { headers: penny });
    expect(orders.status).toBe(200);
    const all = ((await orders.json()) as { data: { _id: string; delivered: boolean }[] }).data;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const inTransit = all.find((o) => !o.delivered)!;
    const flipped = await call(`/rest/order-history/${inTransit._id}/delivery-status`, { method: "PUT", headers: penny, json: { deliveryStatus: false } });
    expect(flipped.status).toBe(200);
    expect(((await flipped.json()) as { data: { delivered: boolean; eta: number } }).data).toMatchObject({ delivered: true, eta: 0 });

    expect((await call("/api/Products/1", { method: "PUT", headers: penny, json: { price: 3.3 } })).status).toBe(200);
    expect(((await (await call("/api/Products/1")).json()) as { data: { price: number } }).data.price).toBe(3.3);
    expect((await call("/api/Products/1", { method: "PUT", headers: penny, json: { price: -1 } })).status).toBe(400);
    expect((await call("/api/Quantitys/1", { method: "PUT", headers: penny, json: { quantity: 77 } })).status).toBe(200);
    expect((await call("/api/Quantitys/1", { method: "PUT", headers: penny, json: { quantity: -3 } })).status).toBe(400);
    expect((await call("/api/Quantitys/999", { method: "PUT", headers: penny, json: { quantity: 3 } })).status).toBe(404);
    expect((await call("/rest/order-history/nope/delivery-status", { method: "PUT", headers: penny, json: { deliveryStatus: true } })).status).toBe(404);
  });

  it("customers may do none of it", async () => {
    const jim = await customer("jim");
    expect((await call("/rest/order-history/orders", { headers: jim.headers })).status).toBe(403);
    expect((await call("/api/Quantitys/1", { method: "PUT", headers: jim.headers, json: { quantity: 1 } })).status).toBe(403);
    const own = await orderHistory(jim);
    expect((await call(`/rest/order-history/${own[0]!._id}/delivery-status`, { method: "PUT", headers: jim.headers, json: { deliveryStatus: false } })).status).toBe(403);
  });
});

describe("privacy requests", () => {
  beforeEach(resetInstance);

  it("an erasure request needs one's own email and security answer", async () => {
    const student = await newCustomer("leaving@squeeze.test", "Fresh-Juice-42", "Lemon");
    const post = (body: unknown) => call("/rest/user/erasure-request", { method: "POST", headers: student.headers, json: body });
    expect((await post({ email: student.email, securityAnswer: "Lime" })).status).toBe(400);
    expect((await post({ email: "someone@squeeze.test", securityAnswer: "Lemon" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ email: student.email, securityAnswer: "Lemon" })).status).toBe(201);
    expect(await isSolved("errorHandlingChallenge")).toBe(false);
  });

  it("the order history lists one's own orders, newest first", async () => {
    const jim = await customer("jim");
    const orders = await orderHistory(jim);
    expect(orders.length).toBe(2);
    expect(orders[0]!.delivered).toBe(false);
    expect((await call("/rest/order-history")).status).toBe(401);
  });
});
