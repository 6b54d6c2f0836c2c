import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance } from "../support/instance";

const dataVersion = async () => ((await (await call("/rest/admin/data-version")).json()) as { version: number | null }).version;
const searchPage = async (q: string) => (await call(`/search?q=${encodeURIComponent(q)}`)).text();

describe("the data version and the pages kept for it", () => {
  beforeEach(resetInstance);

  it("moves with every kind of write: the API's, injected SQL's, a reset's; not with reads", async () => {
    const start = await dataVersion();
    expect(start).toEqual(expect.any(Number));
    await call("/rest/products/search?q=apple");
    expect(await dataVersion()).toBe(start);

    await login("'; UPDATE Products SET price = price WHERE id = 1; SELECT * FROM Users WHERE email = '", "x");
    const afterInjection = await dataVersion();
    expect(afterInjection).toBeGreaterThan(start!);

    await resetInstance();
    expect(await dataVersion()).toBeGreaterThan(afterInjection!);
  });

  it("injected SQL cannot touch the bookkeeping that keeps pages fresh", async () => {
    const response = await login("'; DROP TABLE _squeeze_version; SELECT * FROM Users WHERE email = '", "x");
    expect(response.status).toBe(500);
    expect(await dataVersion()).toEqual(expect.any(Number));
  });

  it("a page shows a product's new name right after an injected UPDATE renames it", async () => {
    expect(await searchPage("")).toContain("Sunrise Orange Juice");
    await login("'; UPDATE Products SET name = 'Renamed by SQL' WHERE name LIKE 'Sunrise Orange%'; SELECT * FROM Users WHERE email = '", "x");
    const html = await searchPage("");
    expect(html).toContain("Renamed by SQL");
    await resetInstance();
    expect(await searchPage("")).not.toContain("Renamed by SQL");
  });

  it("a page whose address solves a challenge still solves it, and the page after it is fresh", async () => {
    const union = "qwert')) UNION SELECT id, email, password, '4', '5', '6', '7', '8', '9' FROM Users--";
    expect(await isSolved("unionSqlInjectionChallenge")).toBe(false);
    await searchPage("apple"); // cached before the attack
    await searchPage(union);
    expect(await isSolved("unionSqlInjectionChallenge")).toBe(true);
    await resetInstance();
    await searchPage(union);
    expect(await isSolved("unionSqlInjectionChallenge")).toBe(true);
  });
});
