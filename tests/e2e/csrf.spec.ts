import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { persona } from "../support/seed";
import { dismissWelcome, expect, isSolved, resetInstance, test, visit } from "./fixtures";

/**
 * csrfChallenge as a student does it: signed in to the shop, they open a page of their own on
 * another site, whose form posts a new username to the shop's /profile. The browser adds the
 * session cookie on its own (docs/decisions/0040-session-cookie-for-csrf.md); no header is forged.
 *
 * The shop runs on http://127.0.0.1, the "attacker's page" on http://localhost: two sites, as far
 * as SameSite goes, both on loopback (which Chromium counts as a secure context).
 */

let attacker: Server;
let attackerOrigin = "";
/** The shop's address, as the browser tests reach it (playwright.config.ts). */
let shopOrigin = "";

test.beforeAll(async ({ baseURL }) => {
  shopOrigin = new URL(baseURL!).origin;
  attacker = createServer((request, response) => {
    const username = new URL(request.url ?? "/", "http://localhost").searchParams.get("username") ?? "Hacked by a stranger";
    const escaped = username.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    // A page anyone could host: a form aimed at the shop, sent as soon as the page loads.
    response.end(`<!doctype html><html lang="en"><title>Win a juicer</title>
<form method="post" action="${shopOrigin}/profile"><input type="hidden" name="username" value="${escaped}"></form>
<script>document.forms[0].submit();</script></html>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

async function logIn(page: import("@playwright/test").Page) {
  const emma = persona("emma");
  await visit(page, "/login");
  await page.getByLabel("Email").fill(emma.email);
  await page.getByLabel("Password", { exact: true }).fill(emma.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test("csrfChallenge: a page on another site changes the signed-in user's name with a form post", async ({ page, request }) => {
  await logIn(page);
  // The cookie as the shop's own page set it: sent along with other sites' requests, on purpose.
  const cookie = (await page.context().cookies(shopOrigin)).find((c) => c.name === "token");
  expect(cookie).toMatchObject({ sameSite: "None", secure: true });

  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url() === `${shopOrigin}/profile`);
  await page.goto(`${attackerOrigin}/?username=${encodeURIComponent("Hacked by a stranger")}`);
  const post = await posted;
  // The browser's own headers: the other site as Origin, and the session cookie it added itself.
  expect(await post.headerValue("Origin")).toBe(attackerOrigin);
  expect(await post.headerValue("Cookie")).toContain("token=");
  await expect(page).toHaveURL(`${shopOrigin}/profile`);
  await expect(page.locator("#username")).toHaveText("Hacked by a stranger");
  await expect.poll(() => isSolved(request, "csrfChallenge")).toBe(true);
});

test("csrfChallenge: changing the name on the profile page itself, or another site's post without a session, does not solve it", async ({ page, request }) => {
  await logIn(page);
  await page.goto("/profile");
  await page.getByLabel("Username").fill("Ellie");
  await page.getByRole("button", { name: "Set username" }).click();
  await expect(page.locator("#username")).toHaveText("Ellie");
  expect(await isSolved(request, "csrfChallenge")).toBe(false);

  // Logged out, the cookie is gone, so the other site's post reaches nobody's profile.
  await visit(page, "/search");
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies(shopOrigin)).some((c) => c.name === "token")).toBe(false);
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url() === `${shopOrigin}/profile`);
  await page.goto(`${attackerOrigin}/`);
  expect((await answer).status()).toBe(401);
  expect(await isSolved(request, "csrfChallenge")).toBe(false);
});
