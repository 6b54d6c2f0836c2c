import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

describe("securityPolicyChallenge: reading the shop's security.txt", () => {
  beforeEach(resetInstance);

  it("reading /.well-known/security.txt solves it, and the policy is a real RFC 9116 file", async () => {
    const response = await call("/.well-known/security.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:security@/m);
    expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T/m);
    expect(await isSolved("securityPolicyChallenge")).toBe(true);
  });

  it("the rest of /.well-known and the shop's pages solve nothing", async () => {
    expect((await call("/.well-known/csaf/provider-metadata.json")).status).toBe(200);
    expect((await call("/.well-known/security")).status).toBe(404);
    expect((await call("/ftp/legal.md")).status).toBe(200);
    expect(await isSolved("securityPolicyChallenge")).toBe(false);
  });
});
