import { beforeEach, describe, expect, it } from "vitest";
import { bearer, call, isSolved, login, resetInstance, tokenFor } from "../support/instance";
import { persona } from "../support/seed";

const change = (token: string, query: string) => call(`/rest/user/change-password?${query}`, { headers: { Cookie: `token=${token}` } });

describe("changePasswordBenderChallenge: the current password is optional", () => {
  beforeEach(resetInstance);

  it("a request in Gus's name that leaves out the current password sets the password asked for", async () => {
    // Any way of acting in Gus's name will do; an injected login is one.
    const token = await tokenFor(`${persona("bender").email}'--`, "x");
    const response = await change(token, "new=Bl3nd-1t-4ll&repeat=Bl3nd-1t-4ll");
    expect(response.status).toBe(200);
    expect((await login(persona("bender").email, "Bl3nd-1t-4ll")).status).toBe(200);
    expect(await isSolved("changePasswordBenderChallenge")).toBe(true);
  });

  it("with the current password, for another user, or another new password it is not solved", async () => {
    const gus = await tokenFor(persona("bender").email, persona("bender").password);
    expect((await change(gus, `current=${encodeURIComponent(persona("bender").password)}&new=Bl3nd-1t-4ll&repeat=Bl3nd-1t-4ll`)).status).toBe(200);
    expect((await change(gus, "current=wrong&new=Bl3nd-1t-4ll&repeat=Bl3nd-1t-4ll")).status).toBe(401);
    const emma = await tokenFor(persona("emma").email, persona("emma").password);
    expect((await change(emma, "new=Bl3nd-1t-4ll&repeat=Bl3nd-1t-4ll")).status).toBe(200);
    expect((await change(gus, "new=something-else&repeat=something-else")).status).toBe(200);
    expect(await isSolved("changePasswordBenderChallenge")).toBe(false);
  });

  it("refuses a mismatched repeat, a bad length and anonymous requests", async () => {
    const token = await tokenFor(persona("emma").email, persona("emma").password);
    expect((await call("/rest/user/change-password?new=abcdef&repeat=abcdeg", { headers: bearer(token) })).status).toBe(401);
    expect((await call("/rest/user/change-password?new=abc&repeat=abc", { headers: bearer(token) })).status).toBe(401);
    expect((await call("/rest/user/change-password?new=abcdef&repeat=abcdef")).status).toBe(401);
    expect((await call("/rest/user/change-password", { headers: bearer(token) })).status).toBe(400);
  });
});
