import { describe, expect, it } from "vitest";
import { englishPageLanguage } from "../../worker/cohort/page-language";
import { escapeHtml, joinPage, joinUnknownPage, trainerPage, type JoinPageOptions } from "../../worker/cohort/pages";

const join = (o: Partial<JoinPageOptions> = {}) =>
  joinPage({ code: "k7p2q", cohortName: "Spring class", needsPasscode: false, ended: false, language: englishPageLanguage(), ...o });

/** The contents of every inline script of a page. */
const scriptsOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** Form controls whose id has no <label for> (hidden inputs and buttons need none). */
function unlabelledControls(html: string) {
  const labels = new Set([...html.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]));
  const controls = [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)];
  return controls
    .filter(([, , attrs]) => !/type="hidden"/.test(attrs ?? ""))
    .map(([tag, , attrs]) => /\bid="([^"]+)"/.exec(attrs ?? "")?.[1] ?? tag)
    .filter((id) => !labels.has(id));
}

/** What every page of this module shares: a complete, accessible, self-contained document. */
function expectSoundDocument(html: string) {
  expect(html.startsWith("<!doctype html>")).toBe(true);
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('href="/favicon.svg"');
  expect(count(html, /<h1[\s>]/g)).toBe(1);
  expect(count(html, /<main[\s>]/g)).toBe(1);
  // No request leaves the origin: no absolute or protocol-relative src/href.
  expect(html).not.toMatch(/\b(src|href|action)="(https?:)?\/\//);
  expect(html).not.toMatch(/@import|url\(/);
  expect(unlabelledControls(html)).toEqual([]);
}

describe("escapeHtml", () => {
  it("escapes the characters that matter in content and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    expect(escapeHtml("plain text")).toBe("plain text");
  });
});

describe("join page", () => {
  it("is a sound document with a form that works without JavaScript", () => {
    const html = join();
    expectSoundDocument(html);
    expect(html).toContain("<h1>Join Spring class</h1>");
    expect(html).toContain('<form method="post" action="/join/k7p2q">');
    expect(html).toMatch(/<input id="join-name" name="name" type="text" required maxlength="40" autocomplete="nickname"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Enter my shop<\/button>/);
    expect(scriptsOf(html)).toEqual([]);
  });

  it("escapes the cohort name, the pre-filled name and the error", () => {
    const html = join({
      cohortName: "<script>alert(1)</script>",
      name: `"><script>alert(2)</script>`,
      error: "<img src=x onerror=alert(3)>",
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("<h1>Join &lt;script&gt;alert(1)&lt;/script&gt;</h1>");
    expect(html).toContain("<title>Join &lt;script&gt;alert(1)&lt;/script&gt; – Squeeze</title>");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(html).toContain('<p class="alert" role="alert">&lt;img src=x onerror=alert(3)&gt;</p>');
  });

  it("keeps the code inside the form's path", () => {
    expect(join({ code: `a"/../b?c` })).toContain('action="/join/a%22%2F..%2Fb%3Fc"');
  });

  it("requires the cohort's passcode when it has one, and offers a student's own otherwise", () => {
    expect(join()).toMatch(/<input id="join-passcode" name="passcode" type="password" maxlength="100"/);
    expect(join()).toContain("Your own passcode (optional)");
    const html = join({ needsPasscode: true });
    expect(html).toMatch(/<input id="join-passcode" name="passcode" type="password" required maxlength="100"/);
    expect(html).toContain("same name and passcode");
  });

  it("says when the event has ended, and still offers the form", () => {
    expect(join()).not.toContain("has ended");
    const html = join({ ended: true });
    expect(html).toContain("This event has ended.");
    expect(html).toContain("new solves no longer count");
    expect(html).toContain("Enter my shop");
  });

  it("shows no alert without an error", () => {
    expect(join()).not.toContain('role="alert"');
  });
});

describe("unknown join link", () => {
  it("sends the student to their trainer", () => {
    const html = joinUnknownPage(englishPageLanguage());
    expectSoundDocument(html);
    expect(html).toContain("<h1>No such cohort</h1>");
    expect(html).toContain("Ask your trainer for the join link");
    expect(html).not.toContain("<form");
  });
});

describe("trainer page", () => {
  it("signed out: a sign-in form and nothing of the board", () => {
    const html = trainerPage({ signedIn: false });
    expectSoundDocument(html);
    expect(html).toContain('<form method="post" action="/trainer/session">');
    expect(html).toContain('<label for="trainer-token">Trainer token</label>');
    expect(html).toMatch(/<input id="trainer-token" name="token" type="password" required/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(html).not.toContain('id="board"');
    expect(scriptsOf(html)).toEqual([]);
    expect(html).not.toContain('role="alert"');
  });

  it("signed out: shows the error, escaped", () => {
    const html = trainerPage({ signedIn: false, error: "Wrong <b>token</b>" });
    expect(html).toContain('<p class="alert" role="alert">Wrong &lt;b&gt;token&lt;/b&gt;</p>');
  });

  it("signed in: the shell has every element the tests and the script rely on", () => {
    const html = trainerPage({ signedIn: true });
    expectSoundDocument(html);
    expect(html).not.toContain('id="trainer-token"');
    for (const id of [
      "cohorts", "new-cohort", "board", "students", "challenges", "chart", "broadcast", "clock", "reset-all",
      "status", "sign-out", "cohorts-body", "students-body", "challenges-body", "ends-at", "broadcast-message",
    ]) {
      expect(count(html, new RegExp(`\\bid="${id}"`, "g")), id).toBe(1);
    }
    expect(html).toMatch(/<form id="new-cohort"/);
    expect(html).toMatch(/<form id="broadcast"/);
    expect(html).toMatch(/<table id="students"/);
    expect(html).toMatch(/<table id="challenges"/);
    expect(html).toMatch(/<button id="reset-all"[^>]*>Reset all shops<\/button>/);
    expect(html).toContain('<label for="broadcast-message">Message to every student</label>');
    expect(html).toMatch(/<textarea id="broadcast-message"[^>]*maxlength="500"/);
    expect(html).toMatch(/<input id="new-ends" name="endsAt" type="datetime-local">/);
    expect(html).toMatch(/<input id="new-max"[^>]*value="100"/);
    expect(html).toMatch(/<input id="new-idle"[^>]*value="120"/);
    for (const preset of ["default", "ctf", "tutorial"]) expect(html).toContain(`<option value="${preset}"`);
    expect(html).toContain('aria-live="polite"');
  });

  it("signed in: the CTF export form offers every format, hint mode and flag key, each control labelled", () => {
    const html = trainerPage({ signedIn: true });
    expect(count(html, /\bid="ctf-export"/g)).toBe(1);
    expect(html).toMatch(/<form id="ctf-export">/);
    for (const value of ["ctfd", "rootthebox", "fbctf", "none", "free", "paid", "instance", "static"]) {
      expect(html).toMatch(new RegExp(`<option value="${value}"`));
    }
    for (const id of ["ctf-format", "ctf-hints", "ctf-hint-cost", "ctf-flags", "ctf-key"]) expect(html).toContain(`<label for="${id}">`);
    expect(html).toMatch(/<div class="wide" id="ctf-key-field" hidden>/);
    expect(html).toMatch(/<button class="btn" type="submit">Download file<\/button>/);
    expect(html).toMatch(/<p id="ctf-export-result"[^>]*role="status"/);
  });

  it("signed in: a labelled form makes the settings of a student with a deployment of their own", () => {
    const html = trainerPage({ signedIn: true });
    expect(html).toMatch(/<form id="deploy-seat">/);
    expect(html).toContain('<label for="deploy-seat-name">');
    expect(html).toMatch(/<dl id="deploy-seat-result" hidden>/);
    for (const setting of ["COHORT_URL", "COHORT_JOIN_TOKEN"]) expect(html).toContain(`<dt>${setting}</dt>`);
  });

  it("signed in: sortable headers are buttons, and the default sorts are marked", () => {
    const html = trainerPage({ signedIn: true });
    const headers = [...html.matchAll(/<th scope="col" data-sort="(\w+)"[^>]*>(.*?)<\/th>/g)];
    expect(headers.map((h) => h[1])).toEqual(["rank", "name", "score", "solved", "last", "status", "name", "category", "difficulty", "solvers", "first"]);
    for (const [, , inner] of headers) expect(inner).toMatch(/^<button type="button"/);
    expect(html).toMatch(/data-sort="rank"[^>]*aria-sort="ascending"/);
    expect(html).toMatch(/data-sort="solvers"[^>]*aria-sort="descending"/);
  });

  it("signed in: the inline script parses and cannot end its own element early", () => {
    const scripts = scriptsOf(trainerPage({ signedIn: true }));
    expect(scripts).toHaveLength(1);
    const script = scripts[0] ?? "";
    expect(script.length).toBeGreaterThan(1000);
    expect(script).not.toMatch(/<\/script|<!--|<script/i);
    expect(() => new Function(script)).not.toThrow();
    // The script puts data into the page only as text.
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    for (const contract of [
      "/trainer/api/cohorts",
      '"X-Squeeze-Trainer": "1"',
      '"Content-Type": "application/json"',
      "/parties/cohort/",
      '"board changed"',
      "data-board-version",
      'root.dataset.board = mode',
      "history.replaceState",
      "/trainer/session",
    ]) {
      expect(script, contract).toContain(contract);
    }
  });

  it("signed in: shows an error it is given, escaped", () => {
    expect(trainerPage({ signedIn: true, error: "<i>x</i>" })).toContain('role="alert">&lt;i&gt;x&lt;/i&gt;</p>');
  });
});
