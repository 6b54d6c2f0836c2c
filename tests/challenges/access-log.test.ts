import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { signIn } from "../support/shop";

/**
 * accessLogDisclosureChallenge: /support/logs lists the instance's own access logs
 * (worker/lib/access-log.ts), written as requests happen; reading one solves it. The log of the
 * day before the shop opened (worker/db/seed/access-log.ts) points at the wholesale API.
 */

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
type Listing = { folder: string; entries: { name: string; isDirectory: boolean; size: number }[] };
const listing = async () => {
  const response = await call("/support/logs");
  expect(response.status).toBe(200);
  return ((await response.json()) as Listing).entries.map((e) => e.name);
};
const dataVersion = async () => ((await (await call("/rest/admin/data-version")).json()) as { version: number | null }).version;
/** The common log format of worker/lib/access-log.ts. */
const lineFormat = /^\S+ - \S+ \[\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000\] "[A-Z]+ \S+ HTTP\/1\.1" \d{3} (\d+|-) \d+ms "[^"]*"$/;

describe("accessLogDisclosureChallenge: the support team's log folder", () => {
  beforeEach(resetInstance);

  it("lists this instance's logs; reading one solves it and shows our own requests, secrets masked", async () => {
    const auth = await signIn("jim");
    // A few requests of our own, with things a log must never keep.
    const secretPassword = "Sup3rSecret!";
    expect((await call("/rest/products/search?q=banana", { headers: { ...auth, Cookie: "token=cookie-secret-value", "User-Agent": "student-browser/1.0" } })).status).toBe(200);
    await call(`/rest/user/change-password?current=${secretPassword}&new=x&repeat=x`, { headers: auth });
    const token = auth.Authorization.slice("Bearer ".length);
    await call(`/rest/products/search?q=${token}`);

    const names = await listing();
    const today = `access.log.${day(0)}`;
    expect(names).toContain(today);
    expect(names).toContain(`access.log.${day(-1)}`); // the day before the shop opened
    expect(await isSolved("accessLogDisclosureChallenge")).toBe(false);

    const response = await call(`/support/logs/${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const log = await response.text();
    const lines = log.trimEnd().split("\n");
    for (const line of lines) expect(line).toMatch(lineFormat);
    expect(log).toMatch(/"GET \/rest\/products\/search\?q=banana HTTP\/1\.1" 200 \S+ \d+ms "student-browser\/1\.0"/);
    expect(log).toMatch(/"GET \/support\/logs HTTP\/1\.1" 200/);
    expect(log).not.toContain(secretPassword);
    expect(log).toContain("current=***&new=***&repeat=***");
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split(".")[1]!);
    expect(log).not.toContain("cookie-secret-value");
    expect(log).not.toMatch(/Bearer|Authorization|Cookie/i);
    expect(await isSolved("accessLogDisclosureChallenge")).toBe(true);
  });

  it("the day before the shop opened shows where the wholesale API is described, and reading it solves too", async () => {
    const response = await call(`/support/logs/access.log.${day(-1)}`);
    expect(response.status).toBe(200);
    const log = await response.text();
    for (const line of log.trimEnd().split("\n")) expect(line).toMatch(lineFormat);
    expect(log).toMatch(/"GET \/api-docs HTTP\/1\.1" 200/);
    expect(log).toMatch(/"POST \/b2b\/v2\/orders HTTP\/1\.1" 200/);
    expect(log).toContain(`[${day(-1).split("-")[2]}/`);
    expect(await isSolved("accessLogDisclosureChallenge")).toBe(true);
  });

  it("is offered to browsers as a page, and the listing alone, other folders and traversal solve nothing", async () => {
    const page = await call("/support/logs", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Index of \/support\/logs/);
    for (const path of [
      "/support/logs/..%2F..%2Fftp%2Flegal.md",
      "/support/logs/%2E%2E%2Fftp%2Flegal.md",
      "/support/logs/.hidden",
      "/support/logs/access.log.1999-01-01",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).toMatch(/json/);
    }
    // Ordinary shopping writes the logs but reads none.
    const auth = await signIn("jim");
    expect((await call("/api/Products", { headers: auth })).status).toBe(200);
    expect((await call("/rest/user/whoami", { headers: auth })).status).toBe(200);
    expect(await isSolved("accessLogDisclosureChallenge")).toBe(false);
  });

  it("keeps a day's file bounded in whole lines, and log writes do not move the data version", async () => {
    await listing(); // writes what is buffered so far
    const before = await dataVersion();
    const long = "z".repeat(420);
    for (let batch = 0; batch < 15; batch++) {
      await Promise.all(Array.from({ length: 10 }, (_, n) => call(`/rest/admin/application-version?pad=${long}${batch * 10 + n}`).then((r) => r.arrayBuffer())));
    }
    const names = await listing(); // writes what is buffered
    expect(names.filter((n) => n.startsWith("access.log.")).length).toBeLessThanOrEqual(8);
    // A hundred and fifty log lines written, none of them a change any page shows (reading a log then
    // solves the challenge, which is one).
    expect(await dataVersion()).toBe(before);
    const log = await (await call(`/support/logs/access.log.${day(0)}`)).text();
    expect(log.length).toBeLessThanOrEqual(64 * 1024);
    expect(log.length).toBeGreaterThan(60 * 1024);
    for (const line of log.trimEnd().split("\n")) expect(line).toMatch(lineFormat);
    expect(log).toContain(`${long}149 `);
  });
});
