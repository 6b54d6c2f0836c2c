import { describe, expect, it } from "vitest";
import { products } from "../../worker/db/seed/products";
import { call } from "../support/instance";

describe("products", () => {
  const listed = products.filter((p) => !p.deleted);

  it("GET /rest/products/search without q lists every product on sale, by name", async () => {
    const body = await (await call("/rest/products/search?q=")).json();
    expect(body.status).toBe("success");
    expect(body.data).toHaveLength(listed.length);
    const names = body.data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("finds products by a word of their name", async () => {
    const target = listed[0]!;
    const word = target.name.split(" ")[0]!;
    const body = await (await call(`/rest/products/search?q=${encodeURIComponent(word)}`)).json();
    expect(body.data.map((p: { name: string }) => p.name)).toContain(target.name);
  });

  it("GET /api/Products and /api/Quantitys expose the catalogue and its stock", async () => {
    const all = await (await call("/api/Products")).json();
    expect(all.data).toHaveLength(listed.length);
    const one = await (await call(`/api/Products/${all.data[0].id}`)).json();
    expect(one.data.name).toBe(all.data[0].name);
    const stock = await (await call("/api/Quantitys/")).json();
    expect(stock.data).toHaveLength(products.length);
  });

  it("every product image exists", async () => {
    for (const product of listed) {
      const response = await call(`/assets/public/images/products/${product.image}`);
      expect(response.status, product.image).toBe(200);
      await response.arrayBuffer();
    }
  });
});
