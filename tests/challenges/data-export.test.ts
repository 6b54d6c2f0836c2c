import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { md5 } from "../support/shop";
import { customer, newCustomer, type Customer } from "../support/checkout";

interface Export {
  confirmation: string;
  userData: { email: string; orders: { orderId: string }[] };
}

const exportData = async (who: Customer, body: Record<string, unknown> = { format: "1" }) =>
  call("/rest/user/data-export", { method: "POST", headers: who.headers, json: body });

describe("dataExportChallenge: someone else's orders in one's own data export", () => {
  beforeEach(resetInstance);

  it("an account whose email masks like a customer's exports that customer's orders", async () => {
    // Jasper's orders are stored as "j*sp*r.q**ll@…"; so is this account's email.
    const twin = await newCustomer("jospur.quoll@squeeze.test");
    const response = await exportData(twin);
    expect(response.status).toBe(200);
    const { userData } = (await response.json()) as Export;
    expect(userData.orders.length).toBeGreaterThan(0);
    expect(userData.orders.every((o) => o.orderId.startsWith(md5("jasper.quill@squeeze.test").slice(0, 4)))).toBe(true);
    expect(await isSolved("dataExportChallenge")).toBe(true);
  });

  it("exporting one's own data does not solve it", async () => {
    const jim = await customer("jim");
    const response = await exportData(jim);
    expect(response.status).toBe(200);
    const { userData } = (await response.json()) as Export;
    expect(userData.email).toBe(jim.email);
    expect(userData.orders.length).toBeGreaterThan(0);
    const fresh = await newCustomer("nobody.special@squeeze.test");
    expect(((await (await exportData(fresh)).json()) as Export).userData.orders).toEqual([]);
    expect(await isSolved("dataExportChallenge")).toBe(false);
  });

  it("a captcha fetched within five minutes must be answered; PDF and Excel are refused", async () => {
    const jim = await customer("jim");
    expect((await exportData(jim, { format: "2" })).status).toBe(400);
    expect((await exportData(jim, { format: "xml" })).status).toBe(400);
    const captcha = await call("/rest/image-captcha/", { headers: jim.headers });
    expect(captcha.status).toBe(200);
    const { image } = (await captcha.json()) as { image: string };
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    // The answer is drawn, not written: no text element carries it.
    expect(Buffer.from(image.split(",")[1]!, "base64").toString()).not.toMatch(/<text/);
    expect((await exportData(jim, { format: "1" })).status).toBe(401);
    expect((await exportData(jim, { format: "1", answer: "XXXXX" })).status).toBe(401);
    expect((await call("/rest/image-captcha/")).status).toBe(401);
  });
});
