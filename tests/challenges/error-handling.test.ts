import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance } from "../support/instance";

describe("errorHandlingChallenge: an unplanned error leaks its details", () => {
  beforeEach(resetInstance);

  it("a lone quote in the login email breaks the query and shows the stack trace", async () => {
    const response = await call("/rest/user/login", {
      method: "POST",
      json: { email: "'", password: "x" },
      headers: { Accept: "text/html" },
    });
    expect(response.status).toBe(500);
    const page = await response.text();
    expect(page).toContain("SQLITE_ERROR");
    expect(page).toMatch(/at .*\(/); // a stack frame
    expect(await isSolved("errorHandlingChallenge")).toBe(true);
  });

  it("API clients get the details as JSON", async () => {
    const response = await call("/rest/products/search?q=')");
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error.message).toContain("SQLITE_ERROR");
    expect(body.error.stack).toEqual(expect.any(String));
    expect(await isSolved("errorHandlingChallenge")).toBe(true);
  });

  it("ordinary searches, logins and handled errors do not solve it", async () => {
    await call("/rest/products/search?q=orange");
    await login("nobody@squeeze.test", "nope");
    await call("/api/Products/12345");
    await call("/rest/unknown");
    expect(await isSolved("errorHandlingChallenge")).toBe(false);
  });
});
