import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { customerToken, smallPdf, upload, zipOf } from "../support/uploads";

describe("deprecatedInterfaceChallenge: XML and YAML still reach the retired wholesale interface", () => {
  beforeEach(resetInstance);

  it("an XML order is parsed, answered as retired, and solves it", async () => {
    const order = `<?xml version="1.0"?>\n<order customer="Fresh Corner Deli"><item sku="OJ-1L" quantity="24"/></order>\n`;
    const response = await upload(await customerToken(), { name: "order.xml", content: order, type: "application/xml" });
    expect(response.status).toBe(410);
    const body = await response.json();
    expect(body.error).toMatch(/retired/);
    expect(body.parsed).toContain('<item sku="OJ-1L" quantity="24"/>');
    expect(await isSolved("deprecatedInterfaceChallenge")).toBe(true);
  });

  it("a YAML order does too, even a broken one", async () => {
    const response = await upload(await customerToken(), { name: "order.yml", content: "order: [unclosed\n" });
    expect(response.status).toBe(400);
    expect(await isSolved("deprecatedInterfaceChallenge")).toBe(true);
  });

  it("what the complaint form offers (PDF and ZIP) does not solve it, not even XML inside a ZIP", async () => {
    const token = await customerToken();
    expect((await upload(token, { name: "invoice.pdf", content: smallPdf() })).status).toBe(201);
    expect((await upload(token, { name: "orders.zip", content: zipOf({ "order.xml": "<order/>" }) })).status).toBe(201);
    expect(await isSolved("deprecatedInterfaceChallenge")).toBe(false);
  });
});
