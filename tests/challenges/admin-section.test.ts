import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

// The browser-level exploit (opening the unlinked page as an administrator) is in tests/e2e/.
describe("adminSectionChallenge: the administration page's spacer image", () => {
  beforeEach(resetInstance);

  it("loading the administration page's own spacer image solves it", async () => {
    const response = await call("/assets/public/images/padding/19px.png");
    expect(response.status).toBe(200);
    expect(await isSolved("adminSectionChallenge")).toBe(true);
  });

  it("the score board's spacer, or one of no screen, does not", async () => {
    expect((await call("/assets/public/images/padding/1px.png")).status).toBe(200);
    expect((await call("/assets/public/images/padding/20px.png")).status).toBe(404);
    expect(await isSolved("adminSectionChallenge")).toBe(false);
  });
});
