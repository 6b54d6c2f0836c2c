import { beforeEach, describe, expect, it } from "vitest";
import { bearer, call, isSolved, resetInstance, tokenData, tokenFor } from "../support/instance";
import { persona } from "../support/seed";

describe("httpHeaderXssChallenge: the last login IP comes from a header anyone can write", () => {
  beforeEach(resetInstance);

  it("a True-Client-IP header holding a script-running iframe becomes the last login IP", async () => {
    const { email, password } = persona("emma");
    const token = await tokenFor(email, password);
    const payload = "<iframe src='javascript:alert(`xss`)'></iframe>";
    const response = await call("/rest/saveLoginIp", { headers: { ...bearer(token), "True-Client-IP": payload } });
    expect(response.status).toBe(200);
    expect((await response.json()).lastLoginIp).toBe(payload);
    // The next login carries it into the token, which the last-login-IP page shows as HTML.
    expect(tokenData(await tokenFor(email, password)).lastLoginIp).toBe(payload);
    expect(await isSolved("httpHeaderXssChallenge")).toBe(true);
  });

  it("an ordinary logout, or a harmless header, does not solve it", async () => {
    const token = await tokenFor(persona("emma").email, persona("emma").password);
    expect((await call("/rest/saveLoginIp", { headers: bearer(token) })).status).toBe(200);
    expect((await call("/rest/saveLoginIp", { headers: { ...bearer(token), "True-Client-IP": "203.0.113.9" } })).status).toBe(200);
    expect((await call("/rest/saveLoginIp")).status).toBe(401);
    expect(await isSolved("httpHeaderXssChallenge")).toBe(false);
  });
});
