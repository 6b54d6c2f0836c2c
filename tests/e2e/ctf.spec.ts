import { ctfPort } from "../../playwright.config";
import { dismissWelcome, expect, resetInstance, test, visit } from "./fixtures";

// This file runs against the second instance, started with SQUEEZE_PRESET=ctf.
test.use({ baseURL: `http://127.0.0.1:${ctfPort}` });

test("in a CTF the notification shows the flag, copies it, and names the country", async ({ page, context, request }) => {
  await resetInstance(request);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.request.post("/rest/user/login", { data: { email: "' OR 1=1--", password: "x" } });

  const card = page.getByTestId("challenge-solved");
  await expect(card).toContainText("Login Admin");
  const flag = (await card.getByTestId("flag").textContent()) ?? "";
  expect(flag).toMatch(/^[0-9a-f]{40}$/);
  const mapping = await (await request.get("/rest/country-mapping")).json();
  await expect(card).toContainText(mapping.loginAdminChallenge.name);
  await expect(card.getByRole("img", { name: mapping.loginAdminChallenge.name })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/ctf-notification.png" });

  await card.getByRole("button", { name: "Copy flag" }).click();
  await expect(card.getByRole("button", { name: "Flag copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(flag);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("in a CTF the score board has no coding challenges or hints, and repeats a solved challenge's flag", async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
  await request.post("/rest/user/login", { data: { email: "' OR 1=1--", password: "x" } });
  await visit(page, "/score-board");
  await expect(page.getByTestId("coding-button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Hints/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "How to prevent it" })).toHaveCount(0);
  const card = page.getByTestId("challenge-loginAdminChallenge");
  await card.getByRole("button", { name: "Show the notification again" }).click();
  await expect(page.getByTestId("challenge-solved").filter({ hasText: "Login Admin" }).getByTestId("flag")).toHaveText(/^[0-9a-f]{40}$/);
});
