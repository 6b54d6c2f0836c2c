import type { Browser, BrowserContext, Page } from "@playwright/test";
import { cohortPort, cohortTrainerToken } from "../../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";

const base = `http://127.0.0.1:${cohortPort}`;
const widths = [1440, 900, 390] as const;

async function contextAt(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: "welcomebanner_status", value: "dismiss", url: base }]);
  return context;
}

/** Signs in on the board page with the trainer token. */
async function signInAsTrainer(page: Page) {
  await page.goto("/trainer");
  await expectAccessible(page);
  await page.getByLabel("Trainer token").fill(cohortTrainerToken);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("#new-cohort")).toBeVisible();
}

/** A student opens the join link, picks a name and lands in a shop of their own. */
async function joinAs(page: Page, joinUrl: string, name: string) {
  await page.goto(joinUrl);
  await expectAccessible(page);
  await page.locator("#join-name").fill(name);
  await page.getByRole("button", { name: "Enter my shop" }).click();
  await page.waitForURL(`${base}/`);
  await page.waitForFunction(() => document.documentElement.dataset.room === "synced");
  await expect(page.getByTestId("cohort-bar")).toContainText(name);
}

const boardVersion = (page: Page) => page.evaluate(() => Number(document.documentElement.getAttribute("data-board-version") ?? 0));

test("a trainer runs a class of two: join links, a shop each, a live board, broadcast and reset", async ({ browser }) => {
  test.setTimeout(120_000);
  const trainerContext = await contextAt(browser);
  const trainer = await trainerContext.newPage();
  await signInAsTrainer(trainer);

  // A new cohort from the board page, with an end time an hour away.
  const className = `E2E class ${Date.now()}`;
  await trainer.locator("#new-name").fill(className);
  await trainer.locator("#new-cohort").getByRole("button", { name: "Create cohort" }).click();
  await expect(trainer.locator("#created")).toContainText("/join/");
  await expect(trainer).toHaveURL(/[?&]cohort=/);
  const code = new URL(trainer.url()).searchParams.get("cohort")!;
  expect(code).toMatch(/^[a-z2-9]{8}$/);
  const joinUrl = `${base}/join/${code}`;
  await trainer.waitForFunction(() => document.documentElement.dataset.board === "live");

  const adaContext = await contextAt(browser);
  const boContext = await contextAt(browser);
  const ada = await adaContext.newPage();
  const bo = await boContext.newPage();
  await joinAs(ada, joinUrl, "Ada");
  await joinAs(bo, joinUrl, "Bo");
  await expect(trainer.locator('#students [data-student="Ada"]')).toBeVisible();
  await expect(trainer.locator('#students [data-student="Bo"]')).toBeVisible();

  // Ada logs in as the admin by SQL injection, in her own shop: the board shows it live.
  await ada.goto("/login");
  await ada.getByLabel("Email").fill("' OR 1=1--");
  await ada.getByLabel("Password", { exact: true }).fill("anything");
  await ada.getByRole("button", { name: "Log in" }).click();
  await expect(ada.getByTestId("challenge-solved")).toBeVisible();
  await expect(trainer.locator('#students [data-student="Ada"]')).toContainText("250");
  await expect(trainer.locator("#ticker")).toContainText("Ada");
  // Bo's shop is Bo's: the solve is not his.
  const boSolved = await bo.request.get("/api/Challenges/?key=loginAdminChallenge");
  expect((await boSolved.json()).data[0].solved).toBe(false);

  // A broadcast shows in both students' open pages.
  await trainer.locator("#broadcast-message").fill("Ten minutes left: write down your flags.");
  await trainer.locator("#broadcast").getByRole("button", { name: /send/i }).click();
  await expect(trainer.locator("#broadcast-result")).toContainText("2");
  for (const page of [ada, bo]) await expect(page.getByTestId("cohort-message")).toContainText("Ten minutes left");
  await expectAccessible(ada);

  // A student with a deployment of their own gets the two settings that report to this board.
  await trainer.locator("#deploy-seat-name").fill("Rita Remote");
  await trainer.locator("#deploy-seat").getByRole("button", { name: "Make settings" }).click();
  await expect(trainer.locator("#deploy-seat-url")).toHaveText(base);
  await expect(trainer.locator("#deploy-seat-token")).not.toBeEmpty();
  await expect(trainer.locator('#students [data-student="Rita Remote"]')).toBeVisible();

  // Resetting Ada's shop rebuilds it: her page says so and restores her progress; her score stays.
  const before = await boardVersion(trainer);
  trainer.once("dialog", (dialog) => void dialog.accept());
  await trainer.locator('#students [data-student="Ada"]').getByRole("button", { name: /reset/i }).click();
  await expect(ada.getByTestId("server-started")).toBeVisible();
  await trainer.waitForFunction((v) => Number(document.documentElement.getAttribute("data-board-version")) > v, before);
  await expect(trainer.locator('#students [data-student="Ada"]')).toContainText("250");

  await expectAccessible(trainer);
  for (const width of widths) {
    await trainer.setViewportSize({ width, height: 1000 });
    await trainer.screenshot({ path: `test-results/screens/trainer-board-${width}.png`, fullPage: true });
    await ada.setViewportSize({ width, height: 900 });
    await ada.screenshot({ path: `test-results/screens/cohort-shop-${width}.png` });
  }
  const joinPage = await (await contextAt(browser)).newPage();
  for (const width of widths) {
    await joinPage.setViewportSize({ width, height: 800 });
    await joinPage.goto(joinUrl);
    await joinPage.screenshot({ path: `test-results/screens/join-${width}.png` });
  }
  for (const context of [trainerContext, adaContext, boContext, joinPage.context()]) await context.close();
});

test("the event clock counts down in the shop, and the trainer's board is keyboard-sortable", async ({ browser }) => {
  const trainerContext = await contextAt(browser);
  const request = trainerContext.request;
  const created = await request.post("/trainer/api/cohorts", {
    headers: { Authorization: `Bearer ${cohortTrainerToken}` },
    data: { name: "Clock class", endsAt: new Date(Date.now() + 90 * 60_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const { code, joinUrl } = await created.json();
  const student = await (await contextAt(browser)).newPage();
  await joinAs(student, joinUrl, "Cleo");
  await expect(student.getByTestId("cohort-clock")).toContainText(/Ends in 1:(29|30):\d\d/);

  const trainer = await trainerContext.newPage();
  await signInAsTrainer(trainer);
  await trainer.goto(`/trainer?cohort=${code}`);
  await expect(trainer.locator('#students [data-student="Cleo"]')).toBeVisible();
  await expect(trainer.locator("#clock")).toContainText(/Ends in/);
  // Sorting by keyboard: focus a column header's button and press Enter.
  const nameHeader = trainer.locator("#students thead").getByRole("button", { name: /name/i });
  await nameHeader.focus();
  await trainer.keyboard.press("Enter");
  await expect(trainer.locator("#students thead th[aria-sort]:not([aria-sort='none'])")).toHaveCount(1);
  await expectAccessible(trainer);

  // The trainer ends the event now: the student's clock says so without a reload.
  await request.patch(`/trainer/api/cohorts/${code}`, {
    headers: { Authorization: `Bearer ${cohortTrainerToken}` },
    data: { endsAt: new Date(Date.now() - 1000).toISOString() },
  });
  await expect(student.getByTestId("cohort-clock")).toContainText("The event has ended");
  await expect(trainer.locator("#clock")).toContainText(/ended/i);
  await student.context().close();
  await trainerContext.close();
});
