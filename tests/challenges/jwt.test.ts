import { SignJWT, UnsecuredJWT } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { bearer, call, isSolved, resetInstance, tokenFor } from "../support/instance";
import { persona } from "../support/seed";

const whoami = (token: string) => call("/rest/user/whoami", { headers: bearer(token) });
const claims = (email: string) => ({ status: "success", data: { id: 1, email, role: "admin" } });

describe("the token verifier trusts the algorithm a token names", () => {
  beforeEach(resetInstance);

  it("jwtUnsignedChallenge: a token with alg none and no signature is accepted", async () => {
    const token = new UnsecuredJWT(claims("unsigned.ulla@squeeze.test")).setIssuedAt().setExpirationTime("1h").encode();
    expect(token.endsWith(".")).toBe(true);
    const response = await whoami(token);
    expect(response.status).toBe(200);
    // No such person, but the token passed: whoever has its id is now "you" (here, user 1).
    expect((await response.json()).user.id).toBe(1);
    expect(await isSolved("jwtUnsignedChallenge")).toBe(true);
  });

  it("jwtForgedChallenge: a token signed with HS256 and the published public key as secret is accepted", async () => {
    const publicKey = await (await call("/encryptionkeys/jwt.pub")).text();
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const token = await new SignJWT(claims("rsa.rudi@squeeze.test"))
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .sign(new TextEncoder().encode(publicKey));
    expect((await whoami(token)).status).toBe(200);
    expect(await isSolved("jwtForgedChallenge")).toBe(true);
  });

  it("real tokens, tokens for other emails and tokens signed with other secrets solve neither", async () => {
    const real = await tokenFor(persona("jim").email, persona("jim").password);
    expect((await (await whoami(real)).json()).user.email).toBe(persona("jim").email);
    await whoami(new UnsecuredJWT(claims("someone.else@squeeze.test")).encode());
    await whoami(await new SignJWT(claims("rsa.rudi@squeeze.test")).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("a guessed secret")));
    expect(await isSolved("jwtUnsignedChallenge")).toBe(false);
    expect(await isSolved("jwtForgedChallenge")).toBe(false);
  });
});
