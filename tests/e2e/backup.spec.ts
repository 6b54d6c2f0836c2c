import { readFile } from "node:fs/promises";
import { dismissWelcome, expect, expectAccessible, isSolved, resetInstance, test, visit } from "./fixtures";

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

async function openSettings(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Additional settings" }).click();
  return page.getByRole("dialog", { name: "Additional settings" });
}

const restoreFrom = async (page: import("@playwright/test").Page, content: unknown) =>
  (await openSettings(page))
    .getByTestId("restore-file")
    .setInputFiles({ name: "backup.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(content)) });

test("saving a backup writes the server's codes; restoring it brings the progress back after a reset", async ({ page, request }) => {
  // The whole score board checked by axe on each visit, and it grows with every challenge.
  test.setTimeout(90_000);
  await request.post("/rest/user/login", { data: { email: "' OR 1=1--", password: "x" } });
  const { vulnLines } = await (await request.get("/snippets/loginAdminChallenge")).json();
  await request.post("/snippets/verdict", { data: { key: "loginAdminChallenge", selectedLines: vulnLines } });
  await visit(page, "/score-board");
  const dialog = await openSettings(page);
  for (const width of [1440, 900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/settings-${width}.png` });
  }
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Save backup" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^squeeze-${new Date().toISOString().slice(0, 10)}\\.json$`));
  const backup = JSON.parse(await readFile((await download.path())!, "utf8"));
  const code = async (path: string) => (await (await request.get(path)).json()).continueCode;
  expect(backup).toEqual({
    version: 1,
    banners: { welcomeBannerStatus: "dismiss" },
    continueCode: await code("/rest/continue-code"),
    continueCodeFindIt: await code("/rest/continue-code-findIt"),
    continueCodeFixIt: await code("/rest/continue-code-fixIt"),
  });
  await page.keyboard.press("Escape");

  // A new start, and this browser has forgotten everything: the file brings it back.
  await resetInstance(request);
  await page.context().clearCookies({ name: /^continueCode/ });
  await page.clock.install();
  await visit(page, "/score-board");
  await restoreFrom(page, backup);
  const snackbar = page.getByTestId("backup-snackbar");
  await expect(snackbar).toContainText("Your backup has been restored.");
  await expect.poll(() => isSolved(request, "loginAdminChallenge")).toBe(true);
  await expect(page.getByTestId("challenge-loginAdminChallenge").getByTestId("coding-button")).toHaveText("1/2");
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
  expect(cookies.continueCode?.value).toBe(backup.continueCode);
  expect(cookies.continueCode!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await page.screenshot({ path: "test-results/screens/backup-restored.png" });
  // It stays 10 seconds.
  await page.clock.fastForward(9_000);
  await expect(snackbar).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(snackbar).toBeHidden();
});

test("a backup takes the cookies' codes when the server cannot answer; restoring another version or a refused code says why", async ({ page }) => {
  // The whole score board checked by axe on each visit, and it grows with every challenge.
  test.setTimeout(90_000);
  await visit(page, "/score-board");
  await page.context().addCookies([{ name: "continueCode", value: "fromTheCookie1", url: page.url() }]);
  await page.route("**/rest/continue-code*", (route) => route.abort());
  const [download] = await Promise.all([page.waitForEvent("download"), (await openSettings(page)).getByRole("button", { name: "Save backup" }).click()]);
  expect(JSON.parse(await readFile((await download.path())!, "utf8")).continueCode).toBe("fromTheCookie1");
  await page.keyboard.press("Escape");
  await page.unroute("**/rest/continue-code*");

  await restoreFrom(page, { version: 2, banners: {} });
  await expect(page.getByTestId("backup-snackbar")).toContainText("Version 2 is incompatible with expected version 1");
  await page.getByTestId("backup-snackbar").getByRole("button", { name: "Close" }).click();
  await restoreFrom(page, { version: 1, banners: {}, continueCode: "NotACodeOfOurs" });
  await expect(page.getByTestId("backup-snackbar")).toContainText("Backup restore operation failed: Invalid continue code.");
  await expectAccessible(page);
});
