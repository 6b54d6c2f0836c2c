import { beforeAll, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance, RoomClient, store } from "../support/instance";

// What docs/stores.md says about the two stores, checked on the store under test.
const search = (q: string) => call(`/rest/products/search?q=${encodeURIComponent(q)}`);
const errorOf = async (response: Response) => {
  expect(response.status).toBe(500);
  return ((await response.json()) as { error: { message: string } }).error.message;
};

describe("injected SQL on the store under test", () => {
  beforeAll(resetInstance);

  it("a stacked string that fails part-way undoes what ran before the failure", async () => {
    const message = await errorOf(
      await login("'; UPDATE Products SET name = 'pwned' WHERE id = 1; SELECT * FROM NoSuchTable WHERE x = '", "x"),
    );
    expect(message).toContain("no such table: NoSuchTable");
    expect((await (await search("pwned")).json()).data).toEqual([]);
  });

  it("a stacked string whose last statement is only a comment runs nothing", async () => {
    const message = await errorOf(await login("'; UPDATE Products SET name = 'pwned' WHERE id = 1; --", "x"));
    expect(message).toMatch(/SQL code did not contain a statement\.$/);
    expect((await (await search("pwned")).json()).data).toEqual([]);
  });

  it("stacked statements that work are kept, and a reset still drops every table afterwards", async () => {
    await search("qqq')) UNION SELECT 1,2,3,4,5,6,7,8,9; SELECT 7 AS id, 'x' AS name--");
    expect((await login("'; UPDATE Products SET name = 'pwned' WHERE id = 1; SELECT * FROM Users WHERE email = '", "x")).status).toBe(401);
    expect((await (await search("pwned")).json()).data).toHaveLength(1);
    await resetInstance();
    expect((await (await search("pwned")).json()).data).toEqual([]);
  });

  it("a stacked string answers with its last statement's rows", async () => {
    const response = await search("qqq')) UNION SELECT 1,2,3,4,5,6,7,8,9; SELECT 7 AS id, 'x' AS name--");
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([{ id: 7, name: "x" }]);
  });

  it.each([
    ["sqlite_version()", () => search("')) UNION SELECT sqlite_version(),2,3,4,5,6,7,8,9--"), /not authorized to use function: sqlite_version/],
    ["ATTACH", () => login("'; ATTACH DATABASE 'x.db' AS x; SELECT * FROM Users WHERE email = '", "x"), /not authorized: SQLITE_AUTH/],
    ["load_extension()", () => search("')) UNION SELECT load_extension('x'),2,3,4,5,6,7,8,9--"), /not authorized/],
    ["BEGIN", () => login("'; BEGIN; SELECT * FROM Users WHERE email = '", "x"), /To execute a transaction, please use the state\.storage\.transaction/],
    ["PRAGMA writable_schema", () => login("'; PRAGMA writable_schema = 1; SELECT * FROM Users WHERE email = '", "x"), /not authorized: SQLITE_AUTH/],
    ["a 2 GB blob", () => search("')) UNION SELECT length(randomblob(2000000000)),2,3,4,5,6,7,8,9--"), /string or blob too big: SQLITE_TOOBIG/],
  ])("%s is refused by SQLite itself", async (_name, attempt, refusal) => {
    expect(await errorOf(await attempt())).toMatch(refusal);
  });

  it("errors carry the store's own prefix", async () => {
    const message = await errorOf(await search("')"));
    if (store() === "d1") expect(message).toMatch(/^D1_ERROR: /);
    else expect(message).not.toMatch(/D1_ERROR/);
    expect(message).toMatch(/SQLITE_ERROR$/);
  });

  it("sqlite_master lists the store's own internal tables beside the shop's", async () => {
    const response = await search("qqq')) UNION SELECT name,type,3,4,5,6,7,8,9 FROM sqlite_master WHERE type = 'table'--");
    const names: string[] = (await response.json()).data.map((row: { id: string }) => row.id);
    expect(names).toEqual(expect.arrayContaining(["Users", "Challenges", "d1_migrations"]));
    if (store() === "d1") {
      expect(names).toContain("_cf_METADATA");
      expect(names.filter((n) => n.startsWith("room_"))).toEqual([]);
    } else {
      expect(names).toEqual(expect.arrayContaining(["_cf_KV", "room_notifications", "room_flags"]));
    }
  });

  it("Cloudflare's own tables stay out of reach", async () => {
    const message = await errorOf(await search("')) UNION SELECT key,2,3,4,5,6,7,8,9 FROM _cf_KV--"));
    expect(message).toMatch(store() === "d1" ? /no such table: _cf_KV/ : /access to _cf_KV\.key is prohibited/);
  });
});

describe("the room's tables (beside the shop's on the Durable Object store)", () => {
  it("a student who drops them does not break the room", async () => {
    await resetInstance();
    await login("'; DROP TABLE IF EXISTS room_notifications; DROP TABLE IF EXISTS room_flags; --", "x");
    const room = new RoomClient();
    await room.opened();
    await login("' OR 1=1--", "x");
    await room.solved("loginAdminChallenge");
    expect(await isSolved("loginAdminChallenge")).toBe(true);
    room.close();
  });
});
