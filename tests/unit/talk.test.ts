import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { affectedAdvisoryChecksum } from "../../worker/challenges/catalogue/csaf";
import dlpPastebinDataLeak from "../../worker/challenges/catalogue/dlp-pastebin-data-leak";
import knownVulnerableComponent from "../../worker/challenges/catalogue/known-vulnerable-component";
import supplyChainAttack from "../../worker/challenges/catalogue/supply-chain-attack";
import weirdCrypto from "../../worker/challenges/catalogue/weird-crypto";
import { feedbacks } from "../../worker/db/seed/feedbacks";
import { memories } from "../../worker/db/seed/memories";
import { users } from "../../worker/db/seed/users";
import { initialScript, replay } from "../../worker/lib/chatbot/memory-script";
import { maskedAuthor } from "../../worker/lib/feedback-author";
import { runsScript, sanitizeComment } from "../../worker/lib/feedback-html";
import { newCaptcha } from "../../worker/lib/captcha";
import { root } from "../support/sources";

const read = (path: string) => readFileSync(join(root, path));

describe("the report challenges' terms", () => {
  it("match whole words and versions, not parts of others", () => {
    expect(weirdCrypto.reportedIn("passwords in MD5!")).toBe(true);
    expect(weirdCrypto.reportedIn("cmd5x is a tool")).toBe(false);
    expect(knownVulnerableComponent.reportedIn("jsonwebtoken v4.2.1")).toBe(true);
    expect(knownVulnerableComponent.reportedIn("jsonwebtoken 4.2.10 and 14.2.1")).toBe(false);
    expect(supplyChainAttack.reportedIn("https://github.com/dominictarr/event-stream/issues/116")).toBe(true);
    expect(supplyChainAttack.reportedIn("event-stream 4.0.1")).toBe(false);
    expect(dlpPastebinDataLeak.reportedIn("Foxglove honey and a rhubarb leaf")).toBe(true);
    expect(dlpPastebinDataLeak.reportedIn("foxglove only")).toBe(false);
  });
});

describe("the CSAF advisories", () => {
  it("the challenge's checksum is the .sha512 of the one advisory that lists the 0.1 line as affected", () => {
    const dir = "worker/db/seed/well-known/csaf/white";
    const files = read(`${dir}/index.txt`).toString().trim().split("\n");
    const affected = files.filter((file) => JSON.parse(read(`${dir}/${file}`).toString()).vulnerabilities.some((v: { product_status: { known_affected?: string[] } }) => v.product_status.known_affected?.includes("SQZ-0.1")));
    expect(affected).toEqual(["2026/sqz-sa-2026-0002.json"]);
    const hash = createHash("sha512").update(read(`${dir}/${affected[0]}`)).digest("hex");
    expect(read(`${dir}/${affected[0]}.sha512`).toString()).toBe(`${hash}  sqz-sa-2026-0002.json\n`);
    expect(affectedAdvisoryChecksum).toBe(hash);
    expect(JSON.parse(read("package.json").toString()).version).toMatch(/^0\.1\./);
  });
});

describe("the feedback sanitizer", () => {
  it("is sanitize-html 1.4.2 with its defaults: formatting kept, a script element dropped with its text, in one pass", async () => {
    expect(await sanitizeComment('<p class="x">Hi <b onclick="y()">there</b><script>z()</script></p>')).toBe("<p>Hi <b>there</b></p>");
    expect(await sanitizeComment("<img src=x onerror=alert(1)>")).toBe("");
    expect(await sanitizeComment('<<script>Foo</script>iframe src="javascript:alert(`xss`)">')).toBe('<iframe src="javascript:alert(`xss`)">');
    expect(await sanitizeComment('<<script>Foo</script>Fooiframe src="javascript:alert(`xss`)">')).toBe('<Fooiframe src="javascript:alert(`xss`)">');
  });

  it("tells stored markup that a browser would run from markup that it would not, parsing as a browser does", async () => {
    for (const html of [
      "<script>x()</script>",
      "<img src=x onerror=x()>",
      '<a href="javascript:x()">',
      "<svg/onload=x()>",
      '<iframe src="javascript:alert(`xss`)">',
      '<iframe src="java&#x09;script:x()">',
      "<p><b>a<Fooiframe onclick=x()>b</b></p>",
      '<iframe srcdoc="<script>x()</script>">',
    ]) {
      expect(await runsScript(html), html).toBe(true);
    }
    for (const html of [
      "<b>bold</b>",
      '<Fooiframe src="javascript:alert(`xss`)">',
      "&lt;img src=x onerror=alert(1)&gt;",
      '<b title="<img src=x onerror=alert(1)>">x</b>',
      '<img src="javascript:x()">',
      '<iframe src="data:text/html,<script>x()</script>">',
      "<template><img src=x onerror=x()></template>",
      "<noscript><img src=x onerror=x()></noscript>",
      "I love onions = tears",
      "javascript: the good parts",
    ]) {
      expect(await runsScript(html), html).toBe(false);
    }
  });
});

describe("the captcha", () => {
  it("is a sum of three small numbers whose answer follows the school's order of operations", () => {
    for (let i = 0; i < 200; i++) {
      const { expression, answer } = newCaptcha();
      expect(expression).toMatch(/^\d{1,2}[+*-]\d{1,2}[+*-]\d{1,2}$/);
      const terms = expression.split(/(?=[+-])/).map((term) => term.split("*").reduce((p, n) => p * Number(n.replace("+", "")), 1));
      expect(answer).toBe(terms.reduce((sum, term) => sum + term, 0));
    }
  });
});

describe("the chatbot", () => {
  it("replays its memory script: names, mood, unreadable lines skipped, halt stops reading", () => {
    const memory = replay(`${initialScript}\nname 2 "Gus"\nname 3 "O"Brien"\nbanana 4\nmood sleepy; name 5 "Ann"\nhalt\nname 6 "Never"`);
    expect([...memory.names]).toEqual([
      [2, "Gus"],
      [5, "Ann"],
    ]);
    expect(memory.mood).toBe("sleepy");
    expect(memory.halted).toBe(true);
    expect(memory.unreadable).toHaveLength(2);
    expect(replay(initialScript)).toMatchObject({ halted: false, mood: "cheerful", unreadable: [] });
  });
});

describe("the seed's talk", () => {
  const localParts = new Set(users.map((u) => u.localPart));

  it("feedback and memories are by known customers, and five-star feedback is there to delete", () => {
    for (const f of feedbacks) if (f.author !== null) expect(localParts, f.author).toContain(f.author);
    for (const m of memories) if (m.author !== null) expect(localParts, m.author).toContain(m.author);
    expect(feedbacks.filter((f) => f.rating === 5).length).toBeGreaterThan(1);
    for (const f of feedbacks) expect(`${f.comment} (${maskedAuthor(`${f.author}@squeeze.test`)})`.length).toBeLessThanOrEqual(160 + 40);
  });

  it("the photos carry the metadata docs/osint.md describes, and only those do", async () => {
    const osint = read("docs/osint.md").toString();
    const lakeside = await exifr.gps(read("worker/db/seed/photos/lakeside.jpg"));
    expect(lakeside!.latitude).toBeCloseTo(46.3635, 3);
    expect(lakeside!.longitude).toBeCloseTo(14.0941, 3);
    expect(users.find((u) => u.persona === "john")!.securityAnswer).toBe("Bled");
    expect(users.find((u) => u.persona === "emma")!.securityAnswer).toBe("Citrus Corner");
    for (const clue of ["Bled", "Citrus Corner", "sqz_live_7Hn2Qd9WkX4pLm8RtV3cYb6Z", "foxglove", "Sir Zestalot"]) expect(osint).toContain(clue);
    for (const photo of memories.map((m) => m.photo).filter((p) => p !== "lakeside.jpg")) {
      expect(await exifr.gps(read(`worker/db/seed/photos/${photo}`)), photo).toBeUndefined();
    }
  });
});
