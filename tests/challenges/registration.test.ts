import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance } from "../support/instance";

const register = (json: Record<string, unknown>) => call("/api/Users/", { method: "POST", json });

describe("registration trusts what only the form checks", () => {
  beforeEach(resetInstance);

  it("registerAdminChallenge: a role in the request makes the new user an administrator", async () => {
    const response = await register({ email: "mallory@example.org", password: "mallory1", passwordRepeat: "mallory1", role: "admin" });
    expect(response.status).toBe(201);
    expect((await response.json()).data.role).toBe("admin");
    const token = (await (await login("mallory@example.org", "mallory1")).json()).authentication.token;
    expect(JSON.parse(atob(token.split(".")[1])).data.role).toBe("admin");
    expect(await isSolved("registerAdminChallenge")).toBe(true);
  });

  it("passwordRepeatChallenge: a repeated password that does not match is accepted", async () => {
    expect((await register({ email: "typo@example.org", password: "secret1", passwordRepeat: "secret2" })).status).toBe(201);
    expect(await isSolved("passwordRepeatChallenge")).toBe(true);
  });

  it("passwordRepeatChallenge: so is leaving it out", async () => {
    expect((await register({ email: "lazy@example.org", password: "secret1" })).status).toBe(201);
    expect(await isSolved("passwordRepeatChallenge")).toBe(true);
  });

  it("emptyUserRegistration: an empty email and an empty password make a user", async () => {
    expect((await register({ email: "", password: "" })).status).toBe(201);
    expect(await isSolved("emptyUserRegistration")).toBe(true);
  });

  it("persistedXssUserChallenge: an email that is a script-running iframe is stored as it is", async () => {
    const email = '<iframe src="javascript:alert(`xss`)">';
    const response = await register({ email, password: "xss123", passwordRepeat: "xss123" });
    expect(response.status).toBe(201);
    expect((await response.json()).data.email).toBe(email);
    expect(await isSolved("persistedXssUserChallenge")).toBe(true);
  });

  it("an ordinary registration, as the form sends it, solves none of them", async () => {
    const response = await register({ email: "carla@example.org", password: "carla-123", passwordRepeat: "carla-123" });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ email: "carla@example.org", role: "customer" });
    expect(data).not.toHaveProperty("password");
    const answer = await call("/api/SecurityAnswers/", { method: "POST", json: { UserId: data.id, answer: "Rex", SecurityQuestionId: 2 } });
    expect(answer.status).toBe(201);
    for (const key of ["registerAdminChallenge", "passwordRepeatChallenge", "emptyUserRegistration", "persistedXssUserChallenge"]) {
      expect(await isSolved(key), key).toBe(false);
    }
  });
});
