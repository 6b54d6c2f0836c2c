import { tutorialPort } from "../../playwright.config";
import { expect, expectAccessible, resetInstance, test, visit } from "./fixtures";

// This file runs against the third instance, started with SQUEEZE_PRESET=tutorial.
test.use({ baseURL: `http://127.0.0.1:${tutorialPort}` });

test.beforeEach(async ({ request }) => resetInstance(request));

test("with tutorials first, the welcome dialog cannot be dismissed: Getting started is the way on", async ({ page }) => {
  // The dialog opens after hydration: axe looks once it is there (and done animating).
  await page.goto("/");
  const welcome = page.getByRole("dialog", { name: "Welcome, trainee!" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole("button", { name: "Getting started" })).toBeVisible();
  await expect(welcome.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(welcome).toBeVisible();
  for (const width of [1440, 900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/welcome-tutorial-${width}.png` });
  }
  await welcome.getByRole("button", { name: "Getting started" }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole("dialog", { name: /Hacking instructor/ })).toHaveAttribute("data-step", "1");
});

test("with tutorials first, the score board lists the tutorials up to the easiest unsolved one", async ({ page }) => {
  page.on("dialog", (dialog) => void dialog.dismiss());
  await page.context().addCookies([{ name: "welcomebanner_status", value: "dismiss", url: `http://127.0.0.1:${tutorialPort}` }]);
  await visit(page, "/score-board");
  const cards = page.getByTestId("challenge-grid").getByRole("article");
  await expect(page.getByTestId("tutorial-warning")).toBeVisible();
  await expect(cards).toHaveText([/DOM XSS/, /Privacy Policy/, /Score Board/]);
  await page.screenshot({ path: "test-results/screens/score-board-tutorial-mode.png" });

  await visit(page, `/search?q=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`, { exclude: ["[data-testid=search-value] iframe"] });
  await expect(page.getByTestId("challenge-solved")).toContainText("DOM XSS");
  // Privacy Policy, the other tutorial of difficulty 1, still holds the next ones back.
  await visit(page, "/score-board");
  await expect(cards).toHaveText([/DOM XSS/, /Privacy Policy/, /Score Board/]);
  await page.request.get("/assets/public/images/padding/81px.png");
  await expect(cards).toHaveText([/DOM XSS/, /Login Admin/, /Privacy Policy/, /Reflected XSS/, /Score Board/]);

  // The last tutorials solved: the whole board, at once.
  await page.request.post("/rest/user/login", { data: { email: "' OR 1=1--", password: "x" } });
  await expect(page.getByTestId("tutorial-warning")).toBeVisible();
  await page.request.get(`/rest/track-order/${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`);
  await expect(page.getByTestId("tutorial-warning")).toHaveCount(0);
  await expect(cards).not.toHaveCount(5);
});
