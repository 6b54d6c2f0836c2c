import { beforeAll, describe, expect, it } from "vitest";
import { apiPrefixes } from "../../worker/paths";
import { call, isSolved, resetInstance } from "../support/instance";
import { signIn } from "../support/shop";

/** Everything that is not an intended vulnerability answers bad input with a clear 4xx JSON error. */
describe("bad input", () => {
  // Files share one instance and run in the order of their last durations: start from the seed
  // (a file before this one may have changed Jim's password, as the fuzzer can).
  beforeAll(resetInstance);
  it.each([
    ["malformed JSON", { method: "POST", body: "{nope", headers: { "Content-Type": "application/json" } }],
    ["a JSON array", { method: "POST", body: "[]", headers: { "Content-Type": "application/json" } }],
    ["missing password", { method: "POST", body: '{"email":"a@b.c"}', headers: { "Content-Type": "application/json" } }],
    ["a number for email", { method: "POST", body: '{"email":1,"password":"x"}', headers: { "Content-Type": "application/json" } }],
    ["no body", { method: "POST", headers: { "Content-Type": "application/json" } }],
  ])("login with %s is a 400", async (_name, init) => {
    const response = await call("/rest/user/login", init as RequestInit);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it("a body that is not declared as JSON is a 415 that says so", async () => {
    const response = await call("/rest/user/login", {
      method: "POST",
      body: '{"email":"a","password":"b"}',
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/JSON/);
  });

  it("wrong credentials are a 401 JSON error", async () => {
    const response = await call("/rest/user/login", { method: "POST", json: { email: "nobody@squeeze.test", password: "x" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid email or password." });
  });

  it.each([
    ["/rest/no-such-thing", "GET"],
    ["/api/NoSuchThings", "GET"],
    ["/api/Challenges", "DELETE"],
    ["/rest/continue-code", "POST"],
  ])("%s (%s) is a 404 JSON error", async (path, method) => {
    const response = await call(path, method === "GET" ? { method } : { method, json: { some: "body" } });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatch(/Unexpected path/);
  });

  it.each(apiPrefixes.flatMap((prefix) => [`${prefix}/no/such-thing`, `${prefix}/x/y.json`]))(
    "%s, an unknown path under an API prefix, is a 404 JSON error, never the shop's page",
    async (path) => {
      const response = await call(path, { headers: { Accept: "text/html" } });
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect((await response.json()).error).toEqual(expect.any(String));
    },
  );

  it("/redirect without a target is a 400 JSON error, not the shop's page", async () => {
    const response = await call("/redirect", { headers: { Accept: "text/html" }, redirect: "manual" });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  });

  // (/metrics itself answers Prometheus text: exposedMetricsChallenge.)
  it.each(["/api", "/rest", "/file-upload", "/encryptionkeys/nothing"])("%s itself answers JSON, not the shop's page", async (path) => {
    const response = await call(path, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  });

  it("paths beside the prefixes are the shop's pages", async () => {
    const response = await call("/profiles", { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    await response.arrayBuffer();
  });

  it.each(["/api/Products/abc", "/api/Products/-1", "/api/Products/1.5"])("%s is a 400", async (path) => {
    expect((await call(path)).status).toBe(400);
  });

  it("an unknown product is a 404", async () => {
    expect((await call("/api/Products/99999")).status).toBe(404);
  });

  it.each([
    ["abc-def", 404],
    ["!!!", 404],
    ["x".repeat(60), 404],
    ["a".repeat(3000), 400],
  ])("a continue code %s that is not one answers %i", async (code, status) => {
    const response = await call(`/rest/continue-code/apply/${encodeURIComponent(code)}`, { method: "PUT" });
    expect(response.status).toBe(status);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it("a spacer image that is not one is a 400, one that is not served a 404", async () => {
    expect((await call("/assets/public/images/padding/..%2F..%2Fetc")).status).toBe(400);
    expect((await call("/assets/public/images/padding/7px.png")).status).toBe(404);
  });

  it("the operator reset needs the operator token", async () => {
    expect((await call("/operator/reset", { method: "POST" })).status).toBe(401);
    expect((await call("/operator/reset", { method: "POST", headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
  });

  // Found by the fuzzer (tests/api/fuzz.test.ts): these answered 500 on the leaky error page.
  it.each(["/profile", "/profile/image/file", "/profile/image/url"])("a form post to %s that is no readable form is a 400", async (path) => {
    const headers = await signIn("jim");
    for (const [contentType, body] of [
      ["multipart/form-data", "--x\r\n\r\n"],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\nno end'],
    ]) {
      const response = await call(path, { method: "POST", headers: { ...headers, "Content-Type": contentType! }, body });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/form could not be read/);
    }
  });

  it("none of this solved the error handling challenge", async () => {
    await resetInstance();
    await call("/rest/user/login", { method: "POST", body: "{nope", headers: { "Content-Type": "application/json" } });
    await call("/api/Products/abc");
    expect(await isSolved("errorHandlingChallenge")).toBe(false);
  });
});
