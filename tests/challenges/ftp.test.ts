import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

type Listing = { entries: { name: string; isDirectory: boolean }[] };
const names = async () => ((await (await call("/ftp")).json()) as Listing).entries.map((e) => e.name);
/** The poison null byte as a student sends it: "%00" itself percent-encoded, then a document ending. */
const poisoned = (name: string) => call(`/ftp/${encodeURIComponent(name)}%2500.md`);

describe("the file server", () => {
  beforeEach(resetInstance);

  it("directoryListingChallenge: the listing leads to the confidential acquisitions document", async () => {
    const listed = await names();
    expect(listed).toContain("acquisitions.md");
    const doc = await call("/ftp/acquisitions.md");
    expect(doc.status).toBe(200);
    expect(await doc.text()).toMatch(/confidential/i);
    expect(await isSolved("directoryListingChallenge")).toBe(true);
  });

  it("refuses what is not a document, with the leaky error page", async () => {
    const listed = await names();
    for (const name of listed.filter((n) => /\.(bak|egg|yml)$/.test(n))) {
      const refused = await call(`/ftp/${encodeURIComponent(name)}`);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toMatch(/only \.md and \.pdf/i);
    }
    expect(await isSolved("errorHandlingChallenge")).toBe(true);
    expect(await isSolved("nullByteChallenge")).toBe(false);
  });

  it("nullByteChallenge and the backups: an encoded null byte ends the name the file system reads", async () => {
    const backup = await poisoned("package.json.bak");
    expect(backup.status).toBe(200);
    expect(JSON.parse(await backup.text()).dependencies).toBeTypeOf("object");
    expect(await isSolved("nullByteChallenge")).toBe(true);
    expect(await isSolved("forgottenDevBackupChallenge")).toBe(true);

    const coupons = await poisoned("coupons_2025.md.bak");
    expect(await coupons.text()).toMatch(/coupon/i);
    expect(await isSolved("forgottenBackupChallenge")).toBe(true);

    const rules = await poisoned("suspicious-requests.yml");
    expect(await rules.text()).toMatch(/detection:/);
    expect(await isSolved("misplacedSignatureFileChallenge")).toBe(true);
  });

  it("a raw null byte works too, and a poisoned name that is a document solves nothing", async () => {
    expect((await call("/ftp/legal.md%2500.pdf")).status).toBe(200);
    expect(await isSolved("nullByteChallenge")).toBe(false);
    expect((await call("/ftp/hidden.egg%00.md")).status).toBe(200);
    expect(await isSolved("nullByteChallenge")).toBe(true);
    expect(await isSolved("easterEggLevelOneChallenge")).toBe(true);
  });

  it("easterEggLevelTwoChallenge: the egg's riddle leads to the nested Easter egg page", async () => {
    const egg = await (await poisoned("hidden.egg")).text();
    const encoded = egg.match(/^\s+([A-Za-z0-9+/=]{20,})$/m)![1]!;
    const rot13 = (s: string) => s.replace(/[a-z]/gi, (ch) => {
      const base = ch <= "Z" ? 65 : 97;
      return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
    });
    const path = rot13(atob(encoded));
    expect(await isSolved("easterEggLevelTwoChallenge")).toBe(false);
    const page = await call(path, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/last drop/i);
    expect(await isSolved("easterEggLevelTwoChallenge")).toBe(true);
  });

  it("reading the egg, and a path near the nested page's, do not solve easterEggLevelTwoChallenge", async () => {
    expect((await poisoned("hidden.egg")).status).toBe(200);
    expect((await call("/squeezing/nothing-here", { headers: { Accept: "text/html" } })).status).toBeGreaterThanOrEqual(400);
    expect(await isSolved("easterEggLevelTwoChallenge")).toBe(false);
  });

  it("ordinary downloads solve nothing; unknown files are 404", async () => {
    for (const doc of ["legal.md", "foundation-newsletter.md"]) expect((await call(`/ftp/${doc}`)).status).toBe(200);
    expect((await call("/ftp/nothing-here.md")).status).toBe(404);
    expect((await call("/ftp/nothing-here.bak%2500.md")).status).toBe(404);
    for (const key of [
      "directoryListingChallenge",
      "nullByteChallenge",
      "forgottenBackupChallenge",
      "forgottenDevBackupChallenge",
      "misplacedSignatureFileChallenge",
      "easterEggLevelOneChallenge",
    ]) {
      expect(await isSolved(key)).toBe(false);
    }
  });
});
