import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { signIn } from "../support/shop";

/**
 * The wholesale order API (worker/routes/b2b.ts): orderLinesData runs in the QuickJS sandbox under
 * a budget of 4,000 interrupt calls; code the budget stops solves rceChallenge, code that ends on
 * its own after 1,000 calls or more solves rceOccupyChallenge.
 */

let auth: { Authorization: string };
const order = (orderLinesData: string, headers: Record<string, string> = auth) =>
  call("/b2b/v2/orders", { method: "POST", headers, json: { cid: "PULP-0042", orderLinesData } });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe("the wholesale order API", () => {
  beforeAll(async () => {
    await resetInstance();
    auth = await signIn("jim");
  });
  beforeEach(resetInstance);

  it("confirms ordinary orders, written as JSON or as object literals, and solves nothing", async () => {
    for (const lines of [
      '[{"productId": 1, "quantity": 120}, {"productId": 6, "quantity": 48, "customerReference": "PO-7781/2"}]',
      "[{ productId: 3, quantity: 10 }]",
      // A partner's connector that spreads the lines over a few statements is still ordinary.
      "const lines = []; for (let id = 1; id <= 50; id++) lines.push({ productId: id, quantity: 2 }); lines",
    ]) {
      const response = await order(lines);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { cid: string; orderNo: string; paymentDue: string; orderLines: { productId: number }[] };
      expect(body.cid).toBe("PULP-0042");
      expect(body.orderNo).toMatch(/^B2B-\d{8}-[0-9a-f]{8}$/);
      expect(body.paymentDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.orderLines.length).toBeGreaterThan(0);
    }
    expect(await isSolved("rceChallenge")).toBe(false);
    expect(await isSolved("rceOccupyChallenge")).toBe(false);
  });

  it("answers bad input with 4xx JSON, and solves nothing with it", async () => {
    expect((await order("[]", {})).status).toBe(401);
    expect((await call("/b2b/v2/orders", { method: "POST", headers: auth, json: { cid: "x" } })).status).toBe(400);
    expect((await call("/b2b/v2/orders", { method: "POST", headers: auth, json: { cid: "x", orderLinesData: "x".repeat(10_001) } })).status).toBe(400);
    expect((await call("/b2b/v2/orders", { method: "POST", headers: auth, body: "cid=x" })).status).toBe(415);
    const syntax = await order("[{productId: 1,");
    expect(syntax.status).toBe(400);
    expect(await errorOf(syntax)).toMatch(/SyntaxError/);
    const notLines = await order('"twelve crates of mango"');
    expect(notLines.status).toBe(422);
    expect(await errorOf(notLines)).toMatch(/productId, quantity/);
    expect((await order("[{ productId: 1, quantity: -4 }]")).status).toBe(422);
    const greedy = await order('"x".repeat(2 ** 28).length');
    expect(greedy.status).toBe(400);
    expect(await errorOf(greedy)).toMatch(/memory/);
    // A loop with a small bound ends long before the occupy mark.
    expect((await order("for (let i = 0; i < 100000; i++) {} [{ productId: 1, quantity: 1 }]")).status).toBe(200);
    expect(await isSolved("rceChallenge")).toBe(false);
    expect(await isSolved("rceOccupyChallenge")).toBe(false);
  });

  it("rceChallenge: an endless loop is stopped by the budget, which solves it, while the shop keeps answering", async () => {
    const loop = order("while (true) {}");
    // Another request sent meanwhile is answered (after the loop's bounded budget at worst).
    const other = await call("/api/Products/1");
    expect(other.status).toBe(200);
    const response = await loop;
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/time budget/);
    expect(await isSolved("rceChallenge")).toBe(true);
    expect(await isSolved("rceOccupyChallenge")).toBe(false);
  });

  it("rceChallenge: also when the endless code hides behind a catch or in a function", async () => {
    const response = await order("try { (function spin() { for (;;) {} })(); } catch (e) {} [{ productId: 1, quantity: 1 }]");
    expect(response.status).toBe(400);
    expect(await isSolved("rceChallenge")).toBe(true);
  });

  it("rceOccupyChallenge: a long but finite loop keeps the sandbox busy and still orders", async () => {
    const response = await order("for (let i = 0; i < 1e7; i++) {} [{ productId: 1, quantity: 1 }]");
    expect(response.status).toBe(200);
    expect(await isSolved("rceOccupyChallenge")).toBe(true);
    expect(await isSolved("rceChallenge")).toBe(false);
  });

  it("rceOccupyChallenge: a regular expression that backtracks long enough, but not forever", async () => {
    // Each extra "a" doubles the work: 24 of them land between the occupy mark and the budget.
    const response = await order(`/^(a+)+$/.test("${"a".repeat(24)}!")`);
    expect(response.status).toBe(422); // it ends, with false: not order lines
    expect(await isSolved("rceOccupyChallenge")).toBe(true);
    expect(await isSolved("rceChallenge")).toBe(false);
  });

  it("/api-docs describes the route from its own schema, in Swagger UI served from this origin", async () => {
    const page = await call("/api-docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(page.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.filter((s) => /^(https?:)?\/\//.test(s))).toEqual([]);
    for (const source of sources.filter((s) => s !== "/")) {
      const file = await call(source);
      expect(file.status, source).toBe(200);
      await file.arrayBuffer();
    }
    const initializer = await (await call("/api-docs/swagger-initializer.js")).text();
    expect(initializer).toMatch(/validatorUrl: null/);
    const doc = (await (await call("/api-docs/swagger.json")).json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, { post: { security: unknown[] } }>;
      components: { schemas: { Order: { properties: Record<string, { maxLength?: number }>; required: string[] } } };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers[0]!.url).toBe("/b2b/v2");
    expect(doc.paths["/orders"]!.post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.schemas.Order.required).toEqual(expect.arrayContaining(["cid", "orderLinesData"]));
    expect(doc.components.schemas.Order.properties.orderLinesData!.maxLength).toBe(10_000);
    expect((await call("/api-docs/nothing")).status).toBe(404);
    expect(await isSolved("rceChallenge")).toBe(false);
  });
});
