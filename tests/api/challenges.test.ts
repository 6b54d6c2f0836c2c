import { beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../worker/challenges/registry";
import { call, resetInstance } from "../support/instance";

describe("GET /api/Challenges", () => {
  beforeAll(resetInstance);

  it("lists the whole catalogue in the { status, data } envelope, sorted by name", async () => {
    const body = await (await call("/api/Challenges/")).json();
    expect(body.status).toBe("success");
    expect(body.data).toHaveLength(catalogue.length);
    const names: string[] = body.data.map((c: { name: string }) => c.name);
    // As people read them: "Database Schema" before "DOM XSS".
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.indexOf("Database Schema")).toBeLessThan(names.indexOf("DOM XSS"));
    expect(body.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), key: expect.any(String), difficulty: expect.any(Number), solved: false }),
    );
  });

  it("filters by key and by name", async () => {
    const byKey = await (await call("/api/Challenges/?key=loginAdminChallenge")).json();
    expect(byKey.data.map((c: { key: string }) => c.key)).toEqual(["loginAdminChallenge"]);
    const byName = await (await call(`/api/Challenges/?name=${encodeURIComponent("Score Board")}`)).json();
    expect(byName.data.map((c: { key: string }) => c.key)).toEqual(["scoreBoardChallenge"]);
    const none = await (await call("/api/Challenges/?key=noSuchChallenge")).json();
    expect(none.data).toEqual([]);
  });

  it("works without the trailing slash", async () => {
    expect((await call("/api/Challenges?key=loginAdminChallenge")).status).toBe(200);
  });
});

describe("GET /rest/repeat-notification", () => {
  it("needs a challenge name (400) that exists (404)", async () => {
    const missing = await call("/rest/repeat-notification");
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/challenge/);
    const unknown = await call("/rest/repeat-notification?challenge=Nope");
    expect(unknown.status).toBe(404);
  });

  it("answers OK for an unsolved challenge without announcing", async () => {
    const response = await call(`/rest/repeat-notification?challenge=${encodeURIComponent("Login Admin")}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
  });
});
