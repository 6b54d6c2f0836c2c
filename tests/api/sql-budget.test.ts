import { describe, expect, it } from "vitest";
import { call } from "../support/instance";

describe("injected SQL stays bounded", () => {
  it("an endless recursive query is refused at once and the shop keeps answering", async () => {
    const q = "')) UNION SELECT * FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*),2,3,4,5,6,7,8,9 FROM c)--";
    const response = await call(`/rest/products/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(500);
    expect((await response.json()).error.message).toMatch(/recursive queries/);
    expect((await call("/rest/products/search?q=orange")).status).toBe(200);
  });

  it("a cross join of many tables through the login is refused", async () => {
    const email = "' UNION SELECT a.* FROM Users a, Users b, Users c, Users d, Users e--";
    const response = await call("/rest/user/login", { method: "POST", json: { email, password: "x" } });
    expect(response.status).toBe(500);
    expect((await response.json()).error.message).toMatch(/at most 4 tables/);
  });
});
