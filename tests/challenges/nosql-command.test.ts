import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { reviewsOf } from "../support/shop";

const reviewsPath = (id: string) => `/rest/products/${encodeURIComponent(id)}/reviews`;

describe("noSqlCommandChallenge: sleep() injected into the reviews' $where", () => {
  beforeEach(resetInstance);

  it("a query held up by sleep() for more than 2 s solves it, while the shop keeps answering", async () => {
    let slowDone = false;
    const started = Date.now();
    const slow = call(reviewsPath("sleep(2000)")).then(async (response) => {
      slowDone = true;
      return { status: response.status, body: await response.json(), took: Date.now() - started };
    });

    // Other requests are answered while the query sleeps, on either store.
    const fastStarted = Date.now();
    expect((await call("/api/Products")).status).toBe(200);
    expect(await reviewsOf(2)).not.toHaveLength(0);
    expect(Date.now() - fastStarted).toBeLessThan(1_500);
    expect(slowDone).toBe(false);

    const { status, body, took } = await slow;
    expect(status).toBe(200);
    expect(body.data).toEqual([]); // sleep() returns nothing a product equals
    expect(took).toBeGreaterThan(2_000);
    expect(took).toBeLessThan(8_000); // the sleep is capped
    expect(await isSolved("noSqlCommandChallenge")).toBe(true);
  });

  it("also works with a sleep tucked behind a real product id", async () => {
    const response = await call(reviewsPath("1 || sleep(1000)"));
    expect(response.status).toBe(200);
    expect(await isSolved("noSqlCommandChallenge")).toBe(true);
  });

  it("ordinary lookups, broken ids, short naps and endless loops do not solve it", async () => {
    for (const id of ["1", "24", "99"]) expect((await call(reviewsPath(id))).status).toBe(200);
    expect((await call(reviewsPath("abc"))).status).toBe(400);
    expect((await call(reviewsPath("1 && sleep(100)"))).status).toBe(200);
    const loop = await call(reviewsPath("(() => { while (true) {} })()"));
    expect(loop.status).toBe(400);
    expect((await loop.json()).error).toMatch(/time budget/);
    expect(await isSolved("noSqlCommandChallenge")).toBe(false);
  });
});
