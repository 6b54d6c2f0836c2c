import { dismissWelcome, expect, expectAccessible, isSolved, resetInstance, test, visit } from "./fixtures";

// The score board is checked whole by axe and photographed, and it grows with every challenge: on
// a shared two-core machine that alone can take most of the default 60 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => resetInstance(request));

test("the DOM XSS tutorial, started from the score board, runs by keyboard to the solve", async ({ page, request }) => {
  // axe over the whole score board at three widths: more than 30 s on a busy machine.
  test.setTimeout(60_000);
  page.on("dialog", (dialog) => void dialog.dismiss());
  await dismissWelcome(page);
  await visit(page, "/score-board");
  await page.getByTestId("challenge-localXssChallenge").getByRole("button", { name: "Tutorial" }).click();
  const instructor = page.getByRole("dialog", { name: /Hacking instructor/ });
  await expect(instructor).toHaveAttribute("data-step", "1");
  await expect(page.getByRole("status").filter({ hasText: "A DOM-based XSS" })).toBeAttached();
  for (const width of [1440, 900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/instructor-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const next = instructor.getByRole("button", { name: "Next" });
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  // It points at what to use next and puts the focus there.
  await expect(instructor).toHaveAttribute("data-step", "2");
  await expect(page.getByRole("button", { name: "Open search" })).toBeFocused();
  await expect(page.getByTestId("instructor-highlight")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(instructor).toHaveAttribute("data-step", "3");
  await expect(instructor).toContainText('<iframe src="javascript:alert(`xss`)">');
  await expect(page.getByRole("textbox", { name: "Search…" })).toBeFocused();
  await page.keyboard.type('<iframe src="javascript:alert(`xss`)">');
  await expect(instructor).toHaveAttribute("data-step", "4");
  await page.keyboard.press("Enter");
  await expect(instructor).toHaveAttribute("data-step", "6");
  await expect(instructor).toContainText("Well done!");
  expect(await isSolved(request, "localXssChallenge")).toBe(true);
  await page.screenshot({ path: "test-results/screens/instructor-done.png" });
  await expect(instructor.getByRole("button", { name: "Finish" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(instructor).toHaveCount(0);
});

test("Getting started: from the welcome dialog and the side menu; Escape leaves, unless a menu takes it", async ({ page }) => {
  await page.goto("/");
  const welcome = page.getByRole("dialog", { name: "Welcome to Squeeze!" });
  await expect(welcome).toBeVisible();
  await expectAccessible(page);
  await welcome.getByRole("button", { name: "Getting started" }).click();
  await expect(welcome).toBeHidden();
  const instructor = page.getByRole("dialog", { name: /Hacking instructor/ });
  await expect(instructor).toContainText("Somewhere in this shop hides a score board");
  await instructor.getByRole("button", { name: "Next" }).click();
  await expect(instructor).toHaveAttribute("data-step", "2");
  await expect(page.getByRole("button", { name: "Open side menu" })).toBeFocused();
  await page.keyboard.press("Enter");
  const sideMenu = page.getByRole("navigation", { name: "Side menu" });
  await expect(sideMenu).toBeVisible();
  // The side menu is modal (the instructor waits outside it), and its Escape closes only the menu.
  await page.keyboard.press("Escape");
  await expect(sideMenu).toBeHidden();
  await expect(instructor).toHaveAttribute("data-step", "3");
  await expect(instructor.getByRole("button", { name: "Next" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(instructor).toHaveCount(0);

  // The side menu offers it while the score board is not found.
  await page.getByRole("button", { name: "Open side menu" }).click();
  await page.getByRole("navigation", { name: "Side menu" }).getByRole("button", { name: "Getting started" }).click();
  await expect(instructor).toHaveAttribute("data-step", "1");
  await instructor.getByRole("button", { name: "Leave the tutorial" }).click();
  await expect(instructor).toHaveCount(0);
  await visit(page, "/score-board");
  await page.getByRole("button", { name: "Open side menu" }).click();
  const menu = page.getByRole("navigation", { name: "Side menu" });
  await expect(menu.getByRole("link", { name: "Score Board" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Getting started" })).toHaveCount(0);
});

test("/hacking-instructor?challenge= runs the Login Admin tutorial through the login form", async ({ page, request }) => {
  await dismissWelcome(page);
  await visit(page, `/hacking-instructor?challenge=${encodeURIComponent("Login Admin")}`);
  const instructor = page.getByRole("dialog", { name: /Hacking instructor/ });
  await instructor.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Account" }).click();
  await expect(instructor).toHaveAttribute("data-step", "3");
  await page.getByRole("menuitem", { name: "Login" }).click();
  await expect(instructor).toHaveAttribute("data-step", "4");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("'");
  await expect(instructor).toHaveAttribute("data-step", "5");
  await page.getByLabel("Password", { exact: true }).fill("x");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(instructor).toHaveAttribute("data-step", "6");
  await expect(instructor).toContainText("' OR 1=1--");
  await page.getByLabel("Email").fill("' OR 1=1--");
  await expect(instructor).toHaveAttribute("data-step", "7");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(instructor).toContainText("Well done!");
  expect(await isSolved(request, "loginAdminChallenge")).toBe(true);
});

test("the Reflected XSS tutorial leads to an address whose order number the server sends back as HTML", async ({ page, request }) => {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await dismissWelcome(page);
  await visit(page, `/hacking-instructor?challenge=${encodeURIComponent("Reflected XSS")}`);
  const instructor = page.getByRole("dialog", { name: /Hacking instructor/ });
  await expect(instructor).toContainText("A reflected XSS travels inside a request");
  await expect(instructor.getByRole("button", { name: "Next" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(instructor).toHaveAttribute("data-step", "2");
  await expect(instructor).toContainText("/track-result?id=");
  await instructor.getByRole("button", { name: "Next" }).click();
  await expect(instructor).toHaveAttribute("data-step", "3");
  const address = '/track-result?id=<iframe src="javascript:alert(`xss`)">';
  await expect(instructor).toContainText(address);
  expect(await isSolved(request, "reflectedXssChallenge")).toBe(false);

  // What the student types into the address bar: a new page, where the server's answer runs.
  await page.goto(address);
  await expect.poll(() => alerts).toContain("xss");
  await expect(page.getByTestId("challenge-solved")).toContainText("Reflected XSS");
  expect(await isSolved(request, "reflectedXssChallenge")).toBe(true);
});
