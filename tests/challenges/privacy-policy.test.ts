import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

// The browser-level visit of the policy page is in tests/e2e/checkout.spec.ts.
describe("the privacy policy's two challenges", () => {
  beforeEach(resetInstance);

  it("privacyPolicyChallenge: the policy page's spacer image solves it", async () => {
    expect((await call("/assets/public/images/padding/81px.png")).status).toBe(200);
    expect(await isSolved("privacyPolicyChallenge")).toBe(true);
  });

  it("privacyPolicyProofChallenge: the marked words, put together as a path, solve it", async () => {
    const response = await call("/we/may/also/instruct/The/Press/To/Squeeze/Every/Last/Drop/");
    expect(response.status).toBe(200);
    expect(await isSolved("privacyPolicyProofChallenge")).toBe(true);
  });

  it("other spacers, or only part of the path, solve neither", async () => {
    expect((await call("/assets/public/images/padding/1px.png")).status).toBe(200);
    expect((await call("/we/may/also/instruct/the/press")).status).toBe(404);
    expect((await call("/we/may/also/instruct/the/press/to/squeeze/every/last/drop/now")).status).toBe(404);
    expect((await call("/we/may/also/instruct/%E0%A4%A")).status).toBe(400);
    expect(await isSolved("privacyPolicyChallenge")).toBe(false);
    expect(await isSolved("privacyPolicyProofChallenge")).toBe(false);
  });
});
