import { describe, expect, it } from "vitest";
import { defaultCtfKey, flagFor } from "../../worker/challenges/flags";

describe("challenge flags: HMAC-SHA1 of the challenge name under the CTF key, lowercase hex", () => {
  it("matches the HMAC-SHA1 test vector of RFC 2202", async () => {
    expect(await flagFor("Jefe", "what do ya want for nothing?")).toBe("effcdf6ae5eb2fa2d27416d5f184df9c259a7c79");
  });

  it.each([
    // Computed with Node's own crypto.createHmac, not with the code under test.
    [defaultCtfKey, "Login Admin", "1dae8745ee2d0427073c20715de7cde1ea82bb7d"],
    ["a CTF key of 2026", "Score Board", "3bbaf9ed0e7be593069300e7db5d41f75134736a"],
  ])("under %s, %s has the flag %s", async (key, name, flag) => {
    expect(await flagFor(key, name)).toBe(flag);
  });
});
