import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance } from "../support/instance";
import { billionLaughs, customerToken, upload } from "../support/uploads";

const sendXml = async (content: string) => upload(await customerToken(), { name: "bulk-order.xml", content, type: "application/xml" });

describe("xxeDosChallenge: an entity expansion bomb, stopped by the parser's guard", () => {
  beforeEach(resetInstance);

  it("billion laughs is refused with 422 and solves it", async () => {
    const response = await sendXml(billionLaughs());
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/amplification/i);
    expect(await isSolved("xxeDosChallenge")).toBe(true);
  });

  it("a quadratic blowup (one long entity, referenced thousands of times) solves it too", async () => {
    const long = "juice".repeat(6_000);
    const response = await sendXml(`<!DOCTYPE q [<!ENTITY pulp "${long}">]>\n<q>${"&pulp;".repeat(4_000)}</q>`);
    expect(response.status).toBe(422);
    expect(await isSolved("xxeDosChallenge")).toBe(true);
  });

  it("a document with a few modest entities, or a broken one, does not solve it", async () => {
    const modest = await sendXml(`<!DOCTYPE o [<!ENTITY shop "Squeeze"><!ENTITY both "&shop; and &shop;">]>\n<o>&both;</o>`);
    expect(modest.status).toBe(410);
    expect((await modest.json()).parsed).toContain("<o>Squeeze and Squeeze</o>");
    const loop = await sendXml(`<!DOCTYPE o [<!ENTITY a "&b;"><!ENTITY b "&a;">]>\n<o>&a;</o>`);
    expect(loop.status).toBe(400);
    expect((await sendXml("<o><unclosed></o>")).status).toBe(400);
    expect(await isSolved("xxeDosChallenge")).toBe(false);
  });
});
