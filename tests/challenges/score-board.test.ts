import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

// The browser-level exploit (opening the unlinked route) is in tests/e2e/challenges.spec.ts.
describe("scoreBoardChallenge: the hidden score board's spacer image", () => {
  beforeEach(resetInstance);

  it("loading the score board's own spacer image solves it", async () => {
    const response = await call("/assets/public/images/padding/1px.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(await isSolved("scoreBoardChallenge")).toBe(true);
  });

  it("the shop's ordinary pages do not solve it", async () => {
    for (const path of ["/", "/search", "/search?q=juice", "/login", "/rest/products/search?q="]) {
      expect((await call(path)).status).toBe(200);
    }
    expect(await isSolved("scoreBoardChallenge")).toBe(false);
  });
});
