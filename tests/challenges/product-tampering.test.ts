import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

type Product = { id: number; name: string; description: string; price: number };
const productNamed = async (pattern: RegExp) =>
  ((await (await call("/api/Products")).json()).data as Product[]).find((p) => pattern.test(p.name))!;
const put = (id: number, body: unknown) => call(`/api/Products/${id}`, { method: "PUT", json: body });

describe("the product API's unprotected PUT", () => {
  beforeEach(resetInstance);

  it("changeProductChallenge: anyone, without a token, repoints the Hand Juicer Pro's link", async () => {
    const juicer = await productNamed(/hand juicer pro/i);
    const link = juicer.description.match(/href="([^"]+)"/)![1]!;
    const response = await put(juicer.id, { description: juicer.description.replace(link, "https://squeeze.test/pulped-deal") });
    expect(response.status).toBe(200);
    expect((await (await call(`/api/Products/${juicer.id}`)).json()).data.description).toContain("pulped-deal");
    expect(await isSolved("changeProductChallenge")).toBe(true);
    expect(await isSolved("restfulXssChallenge")).toBe(false);
  });

  it("changeProductChallenge: a link of one's own in single quotes works as well", async () => {
    const juicer = await productNamed(/hand juicer pro/i);
    await put(juicer.id, { description: "Cheaper here: <a href='https://squeeze.test/pulped-deal'>deal</a>" });
    expect(await isSolved("changeProductChallenge")).toBe(true);
  });

  it("restfulXssChallenge: a description that runs script when the shop shows it", async () => {
    const product = await productNamed(/orange/i);
    const response = await put(product.id, { description: '<iframe src="javascript:alert(`xss`)">' });
    expect(response.status).toBe(200);
    expect(await isSolved("restfulXssChallenge")).toBe(true);
  });

  it("restfulXssChallenge: an event handler payload counts too", async () => {
    const product = await productNamed(/apple/i);
    await put(product.id, { description: "Crisp. <img src=x onerror=alert(1)>" });
    expect(await isSolved("restfulXssChallenge")).toBe(true);
  });

  it("ordinary edits solve neither; bad input is a 400, an unknown product a 404", async () => {
    const juicer = await productNamed(/hand juicer pro/i);
    expect((await put(juicer.id, { price: 39.99, description: `${juicer.description} <em>Now cheaper.</em>` })).status).toBe(200);
    const other = await productNamed(/mug/i);
    // The target link on another product is not the tampering the challenge asks for.
    expect((await put(other.id, { description: '<a href="https://squeeze.test/pulped-deal">x</a>' })).status).toBe(200);
    expect((await put(juicer.id, { price: "free" })).status).toBe(400);
    expect((await put(juicer.id, { id: 1 })).status).toBe(400);
    expect((await put(juicer.id, { description: "x".repeat(2001) })).status).toBe(400);
    expect((await call(`/api/Products/${juicer.id}`, { method: "PUT", body: "{", headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await put(9999, { price: 1 })).status).toBe(404);
    expect(await isSolved("changeProductChallenge")).toBe(false);
    expect(await isSolved("restfulXssChallenge")).toBe(false);
  });
});
