import { beforeEach, describe, expect, it } from "vitest";
import { catalogue } from "../../worker/challenges/registry";
import { call, resetInstance } from "../support/instance";

interface Hint {
  id: number;
  ChallengeId: number;
  text: string;
  order: number;
  unlocked: boolean;
}

const allHints = async () => ((await (await call("/api/Hints")).json()) as { status: string; data: Hint[] }).data;
const unlock = (id: number, json: unknown = { unlocked: true }) => call(`/api/Hints/${id}`, { method: "PUT", json });

describe("/api/Hints", () => {
  beforeEach(resetInstance);

  it("lists every challenge's hints in order, all locked at first", async () => {
    const response = await call("/api/Hints/");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("success");
    const expected = catalogue.flatMap((c) => c.hints.map((text, order) => ({ ChallengeId: c.id, text, order, unlocked: false })));
    expect(body.data.map(({ ChallengeId, text, order, unlocked }: Hint) => ({ ChallengeId, text, order, unlocked }))).toEqual(
      expected.sort((a, b) => a.ChallengeId - b.ChallengeId || a.order - b.order),
    );
  });

  it("unlocks a hint for good, until the instance is reset", async () => {
    const [first] = await allHints();
    const response = await unlock(first!.id);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ id: first!.id, unlocked: true, text: first!.text });
    expect((await allHints()).filter((h) => h.unlocked).map((h) => h.id)).toEqual([first!.id]);
    await resetInstance();
    expect((await allHints()).some((h) => h.unlocked)).toBe(false);
  });

  it("refuses to lock again, unknown hints and bad input", async () => {
    const [first] = await allHints();
    expect((await unlock(first!.id, { unlocked: false })).status).toBe(400);
    expect((await unlock(first!.id, {})).status).toBe(400);
    const unknown = await unlock(99_999);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe("No hint with id 99999.");
    expect((await call("/api/Hints/x", { method: "PUT", json: { unlocked: true } })).status).toBe(400);
    expect((await call(`/api/Hints/${first!.id}`, { method: "PUT", body: "unlocked=true" })).status).toBe(415);
  });
});
