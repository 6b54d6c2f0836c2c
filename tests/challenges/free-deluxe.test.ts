import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance, tokenData } from "../support/instance";
import { customer, firstCardId, walletBalance } from "../support/checkout";

const buy = (headers: Record<string, string>, body: unknown) => call("/rest/deluxe-membership", { method: "POST", headers, json: body });

describe("freeDeluxeChallenge: a deluxe membership without payment", () => {
  beforeEach(resetInstance);

  it("a purchase that names no known payment mode upgrades the account for free", async () => {
    const jim = await customer("jim");
    const balance = await walletBalance(jim);
    const response = await buy(jim.headers, { paymentMode: "voucher" });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { token: string } };
    expect(tokenData(data.token).role).toBe("deluxe");
    expect(await walletBalance(jim)).toBe(balance);
    expect(await isSolved("freeDeluxeChallenge")).toBe(true);
  });

  it("leaving the payment out altogether works too", async () => {
    const emma = await customer("emma");
    expect((await buy(emma.headers, {})).status).toBe(200);
    expect(await isSolved("freeDeluxeChallenge")).toBe(true);
  });

  it("paying by wallet or card does not solve it; a short wallet or a foreign card changes nothing", async () => {
    const jim = await customer("jim");
    // Jasper has 12.50 in his wallet: not enough for 49.00.
    const short = await buy(jim.headers, { paymentMode: "wallet" });
    expect(short.status).toBe(400);
    expect(await walletBalance(jim)).toBe(12.5);
    const stranger = await customer("accountant");
    const foreignCard = await firstCardId(stranger);
    expect((await buy(jim.headers, { paymentMode: "card", paymentId: foreignCard })).status).toBe(400);
    expect((await (await call("/rest/deluxe-membership", { headers: jim.headers })).json()).data.membershipCost).toBe(49);

    // Topped up, the wallet pays exactly the cost.
    const card = await firstCardId(jim);
    expect((await call("/rest/wallet/balance", { method: "PUT", headers: jim.headers, json: { balance: 40, paymentId: card } })).status).toBe(200);
    expect((await buy(jim.headers, { paymentMode: "wallet" })).status).toBe(200);
    expect(await walletBalance(jim)).toBe(3.5);
    const emma = await customer("emma");
    expect((await buy(emma.headers, { paymentMode: "card", paymentId: await firstCardId(emma) })).status).toBe(200);
    expect(await isSolved("freeDeluxeChallenge")).toBe(false);
    // Members are members already.
    expect((await call("/rest/deluxe-membership", { headers: emma.headers })).status).toBe(400);
  });
});
