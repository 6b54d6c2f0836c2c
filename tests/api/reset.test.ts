import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { products } from "../../worker/db/seed/products";
import { baseUrl, call, isSolved, login, resetInstance, RoomClient } from "../support/instance";

describe("instance reset", () => {
  it("recreates and reseeds the data, even after stacked-query damage", async () => {
    await login("' OR 1=1--", "x");
    expect(await isSolved("loginAdminChallenge")).toBe(true);
    // Stacked statements run on D1: a student can damage their own instance's data.
    await login("'; DELETE FROM Quantities; UPDATE Products SET name = 'pwned'; SELECT * FROM Users WHERE email = '", "x");
    expect((await (await call("/api/Quantitys/")).json()).data).toEqual([]);
    expect((await (await call("/rest/products/search?q=pwned")).json()).data).toHaveLength(products.filter((p) => !p.deleted).length);

    await resetInstance();
    expect((await (await call("/api/Quantitys/")).json()).data).toHaveLength(products.length);
    expect((await (await call("/rest/products/search?q=pwned")).json()).data).toEqual([]);
    expect(await isSolved("loginAdminChallenge")).toBe(false);
  });

  it("npm run reset resets the running server, whose room then says 'server started'", async () => {
    const room = new RoomClient();
    await room.opened();
    await login("' OR 1=1--", "x");
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/reset.mjs"], {
      env: { ...process.env, SQUEEZE_URL: baseUrl(), OPERATOR_TOKEN: inject("operatorToken") },
    });
    expect(stdout).toMatch(/Instance "default" reset in \d+ ms/);
    await room.next((m) => m.type === "server started");
    expect(await isSolved("loginAdminChallenge")).toBe(false);
    room.close();
  });
});
