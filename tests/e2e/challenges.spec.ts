import { encodeProgress } from "../../worker/challenges/continue-codes";
import { dismissWelcome, expect, isSolved, resetInstance, test, visit } from "./fixtures";

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

test.describe("scoreBoardChallenge", () => {
  test("opening the unlinked score board route solves it and announces it", async ({ page, request }) => {
    await visit(page, "/score-board");
    await expect(page.getByRole("heading", { level: 1, name: "Score Board" })).toBeVisible();
    await expect(page.getByTestId("challenge-solved")).toContainText("Score Board");
    expect(await isSolved(request, "scoreBoardChallenge")).toBe(true);
    await expect(page.getByTestId("challenge-scoreBoardChallenge")).toHaveAttribute("data-solved", "true");
    await page.screenshot({ path: "test-results/screens/score-board.png", fullPage: true });
    // The side menu now links it.
    await page.getByRole("button", { name: "Open side menu" }).click();
    await expect(page.getByRole("link", { name: "Score Board" })).toBeVisible();
  });

  test("an old hash link still reaches it", async ({ page, request }) => {
    await page.goto("/#/score-board");
    await expect(page).toHaveURL(/\/score-board$/);
    await expect.poll(() => isSolved(request, "scoreBoardChallenge")).toBe(true);
  });

  test("browsing the shop's linked pages does not solve it", async ({ page, request }) => {
    await visit(page, "/search");
    await visit(page, "/login");
    expect(await isSolved(request, "scoreBoardChallenge")).toBe(false);
  });
});

test.describe("localXssChallenge", () => {
  test("the iframe payload in the search runs in the page and solves it", async ({ page, request }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    // The student's injected iframe is theirs, not the shop's: axe judges the rest of the page.
    await visit(page, `/search?q=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`, {
      exclude: ["[data-testid=search-value] iframe"],
    });
    await expect.poll(() => alerts).toContain("xss");
    await expect(page.getByTestId("challenge-solved")).toContainText("DOM XSS");
    expect(await isSolved(request, "localXssChallenge")).toBe(true);
  });

  test("HTML in an ordinary search renders but does not solve it", async ({ page, request }) => {
    await visit(page, `/search?q=${encodeURIComponent("<b>orange</b>")}`);
    await expect(page.getByTestId("search-value").locator("b")).toHaveText("orange");
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await isSolved(request, "localXssChallenge")).toBe(false);
  });

  test("typed into the search box (a client-side navigation), another payload that runs solves it", async ({ page, request }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, "/search");
    await page.getByRole("button", { name: "Open search" }).click();
    await page.getByRole("textbox", { name: "Search…" }).fill("<img src=x onerror=alert(document.domain)>");
    await page.keyboard.press("Enter");
    await expect.poll(() => alerts).toEqual(["127.0.0.1"]);
    await expect.poll(() => isSolved(request, "localXssChallenge")).toBe(true);
    expect(await isSolved(request, "xssBonusChallenge")).toBe(false);
  });

  /**
   * The search page's own bundle with the coding challenge's correct fix applied: the heading's
   * `innerHTML` becomes `textContent` (it occurs once in that chunk), nothing else changes.
   */
  async function withFixApplied(page: import("@playwright/test").Page) {
    let rewritten = 0;
    await page.route("**/assets/SearchHeading-*.js", async (route) => {
      const response = await route.fetch();
      const code = await response.text();
      expect(code.match(/\.innerHTML=/g), "one innerHTML in the heading's chunk").toHaveLength(1);
      rewritten++;
      await route.fulfill({ response, body: code.replace(".innerHTML=", ".textContent=") });
    });
    return () => rewritten;
  }

  test("with the Fix It applied (textContent), the same payloads show as text and solve nothing", async ({ page, request }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const rewritten = await withFixApplied(page);
    const bonus = '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/promotion"></iframe>';
    for (const payload of ['<iframe src="javascript:alert(`xss`)">', bonus]) {
      await visit(page, `/search?q=${encodeURIComponent(payload)}`);
      await expect(page.getByTestId("search-value")).toHaveText(payload);
      await expect(page.getByTestId("search-value").locator("iframe")).toHaveCount(0);
    }
    expect(rewritten()).toBeGreaterThan(0);
    // Time for anything that would run: nothing does, and the room heard nothing.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(alerts).toEqual([]);
    expect(await isSolved(request, "localXssChallenge")).toBe(false);
    expect(await isSolved(request, "xssBonusChallenge")).toBe(false);
  });
});

test.describe("closeNotificationsChallenge", () => {
  async function twoNotifications(page: import("@playwright/test").Page) {
    await visit(page, "/search");
    // Two real solves: a forged continue code and the SQL injection login.
    await page.request.put(`/rest/continue-code/apply/${encodeProgress("hacking", [999])}`);
    await page.request.post("/rest/user/login", { data: { email: "' OR 1=1--", password: "x" } });
    await expect(page.getByTestId("challenge-solved")).toHaveCount(2);
  }

  test("shift-clicking a close button dismisses all notifications and solves it", async ({ page, request }) => {
    await twoNotifications(page);
    await page.screenshot({ path: "test-results/screens/notifications.png" });
    await page.getByTestId("challenge-solved").first().getByRole("button", { name: "Close" }).click({ modifiers: ["Shift"] });
    await expect(page.getByTestId("challenge-solved")).toHaveText([/Mass Dispel/]);
    expect(await isSolved(request, "closeNotificationsChallenge")).toBe(true);
  });

  test("closing notifications one by one does not solve it", async ({ page, request }) => {
    await twoNotifications(page);
    await page.getByTestId("challenge-solved").first().getByRole("button", { name: "Close" }).click();
    await page.getByTestId("challenge-solved").first().getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("challenge-solved")).toHaveCount(0);
    expect(await isSolved(request, "closeNotificationsChallenge")).toBe(false);
  });
});

test("loginAdminChallenge through the login form", async ({ page, request }) => {
  await visit(page, "/login");
  await page.getByLabel("Email").fill("' OR 1=1--");
  await page.getByLabel("Password", { exact: true }).fill("anything");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByTestId("challenge-solved")).toContainText("Login Admin");
  expect(await isSolved(request, "loginAdminChallenge")).toBe(true);
  const role = await page.evaluate(() => JSON.parse(atob(localStorage.getItem("token")!.split(".")[1]!)).data.role);
  expect(role).toBe("admin");
});

test.describe("a solve caused by loading a page", () => {
  const union = "qwert')) UNION SELECT id, email, password, '4', '5', '6', '7', '8', '9' FROM Users--";

  test("shows its card in that page, though the page before acknowledged it", async ({ page, request }) => {
    await visit(page, "/search");
    // Typed into the address bar: the server renders the search (and solves) while the old page is
    // still connected and acknowledges the notification before it goes.
    await page.goto(`/search?q=${encodeURIComponent(union)}`);
    await expect(page.getByTestId("challenge-solved")).toContainText("User Credentials");
    await expect(page.getByTestId("challenge-solved")).toHaveCount(1);
    expect(await isSolved(request, "unionSqlInjectionChallenge")).toBe(true);
  });

  test("and only that page: one loaded later shows no card for it", async ({ page, request }) => {
    await visit(page, `/search?q=${encodeURIComponent(union)}`);
    await expect(page.getByTestId("challenge-solved")).toContainText("User Credentials");
    expect(await isSolved(request, "unionSqlInjectionChallenge")).toBe(true);
    await visit(page, "/search"); // caught up with everything the room replays to it
    await expect(page.getByTestId("challenge-solved")).toHaveCount(0);
  });
});
