import { describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance } from "../support/instance";

describe("instance reset", () => {
  it("recreates and reseeds the data, even after stacked-query damage", async () => {
    await login("' OR 1=1--", "x");
    expect(await isSolved("loginAdminChallenge")).toBe(true);
    // Stacked statements run on D1: a student can damage their own instance's data.
    await login("'; DELETE FROM Quantities; UPDATE Products SET name = 'pwned'; SELECT * FROM Users WHERE email = '", "x");
    expect((await (await call("/api/Quantitys/")).json()).data).toEqual([]);
    expect((await (await call("/rest/products/search?q=pwned")).json()).data.length).toBeGreaterThan(25);

    await resetInstance();
    expect((await (await call("/api/Quantitys/")).json()).data.length).toBeGreaterThan(25);
    expect((await (await call("/rest/products/search?q=pwned")).json()).data).toEqual([]);
    expect(await isSolved("loginAdminChallenge")).toBe(false);
  });
});
