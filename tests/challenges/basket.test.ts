import { beforeEach, describe, expect, it } from "vitest";
import { bearer, call, isSolved, resetInstance, tokenFor } from "../support/instance";
import { persona } from "../support/seed";

async function session(name: Parameters<typeof persona>[0]) {
  const response = await call("/rest/user/login", { method: "POST", json: { email: persona(name).email, password: persona(name).password } });
  const { authentication } = await response.json();
  return { token: authentication.token as string, bid: authentication.bid as number };
}
const addItem = (token: string, body: string) =>
  call("/api/BasketItems/", { method: "POST", body, headers: { ...bearer(token), "Content-Type": "application/json" } });

describe("baskets", () => {
  beforeEach(resetInstance);

  it("basketAccessChallenge: another basket's number shows someone else's basket", async () => {
    const emma = await session("emma");
    // Try the basket numbers around one's own, as a student would.
    let foreign: { UserId: number; Products: { name: string }[] } | undefined;
    for (let id = 1; id <= 5 && !foreign; id++) {
      if (id === emma.bid) continue;
      const response = await call(`/rest/basket/${id}`, { headers: bearer(emma.token) });
      if (response.status === 200) foreign = (await response.json()).data;
    }
    expect(foreign!.Products.length).toBeGreaterThan(0);
    expect(await isSolved("basketAccessChallenge")).toBe(true);
  });

  it("basketManipulateChallenge: a repeated BasketId passes the check with one's own and fills another", async () => {
    const emma = await session("emma");
    const jim = await session("jim");
    const body = `{"ProductId": 5, "BasketId": "${emma.bid}", "quantity": 1, "BasketId": "${jim.bid}"}`;
    const response = await addItem(emma.token, body);
    expect(response.status).toBe(201);
    expect((await response.json()).data.BasketId).toBe(jim.bid);
    const jims = await (await call(`/rest/basket/${jim.bid}`, { headers: bearer(jim.token) })).json();
    expect(jims.data.Products.map((p: { id: number }) => p.id)).toContain(5);
    expect(await isSolved("basketManipulateChallenge")).toBe(true);
  });

  it("using one's own basket solves neither; a plain foreign BasketId is refused", async () => {
    const emma = await session("emma");
    const jim = await session("jim");
    expect((await call(`/rest/basket/${emma.bid}`, { headers: bearer(emma.token) })).status).toBe(200);
    const added = await addItem(emma.token, JSON.stringify({ ProductId: 7, BasketId: emma.bid, quantity: 2 }));
    expect(added.status).toBe(201);
    const item = (await added.json()).data;
    expect((await call(`/api/BasketItems/${item.id}`, { method: "PUT", json: { quantity: 3 }, headers: bearer(emma.token) })).status).toBe(200);
    expect((await addItem(emma.token, JSON.stringify({ ProductId: 8, BasketId: jim.bid, quantity: 1 }))).status).toBe(401);
    expect((await call(`/api/BasketItems/${item.id}`, { method: "DELETE", headers: bearer(jim.token) })).status).toBe(401);
    expect((await call(`/api/BasketItems/${item.id}`, { method: "DELETE", headers: bearer(emma.token) })).status).toBe(200);
    expect(await isSolved("basketAccessChallenge")).toBe(false);
    expect(await isSolved("basketManipulateChallenge")).toBe(false);
  });

  it("refuses the anonymous, bad bodies, unknown products and more than the stock", async () => {
    const emma = await session("emma");
    expect((await call("/rest/basket/1")).status).toBe(401);
    expect((await addItem(emma.token, "{nope")).status).toBe(400);
    expect((await addItem(emma.token, JSON.stringify({ ProductId: "x", BasketId: emma.bid, quantity: 1 }))).status).toBe(400);
    expect((await addItem(emma.token, JSON.stringify({ ProductId: 9999, BasketId: emma.bid, quantity: 1 }))).status).toBe(400);
    expect((await addItem(emma.token, JSON.stringify({ ProductId: 1, BasketId: emma.bid, quantity: 999 }))).status).toBe(400);
    expect((await call("/rest/basket/999", { headers: bearer(await tokenFor(persona("jim").email, persona("jim").password)) })).status).toBe(404);
  });
});
