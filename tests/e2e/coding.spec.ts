import loginAdmin from "../../worker/challenges/catalogue/login-admin";
import { dismissWelcome, expect, expectAccessible, resetInstance, test, visit } from "./fixtures";

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

test("Find It by keyboard, then Fix It by mouse: hints, locks, diffs and verdicts", async ({ page }) => {
  // The whole dialog, both parts, and axe on its large code views at three widths.
  test.setTimeout(60_000);
  await page.request.post("/rest/user/login", { data: { email: "' OR 1=1--", password: "x" } });
  const { snippet, vulnLines } = (await (await page.request.get("/snippets/loginAdminChallenge")).json()) as { snippet: string; vulnLines: number[] };
  expect(vulnLines).toHaveLength(1);
  await visit(page, "/score-board");
  const card = page.getByTestId("challenge-loginAdminChallenge");
  await card.getByRole("button", { name: "Coding challenge 0/2" }).click();
  const dialog = page.getByRole("dialog", { name: "Coding challenge: Login Admin" });
  await expect(dialog.getByRole("tab", { name: "Find It" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab", { name: "Fix It" })).toBeDisabled();
  const code = dialog.getByRole("listbox", { name: "Code lines to select" });
  await expect(code.getByRole("option")).toHaveCount(snippet.split("\n").length);
  await expectAccessible(page);

  // A wrong line, chosen with the keyboard: the first hint.
  await code.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(code.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
  const submit = dialog.getByRole("button", { name: "Submit" });
  await submit.click();
  await expect(dialog.getByTestId("verdict")).toHaveAttribute("data-result", "wrong");
  await expect(dialog.getByTestId("find-it-hints").getByRole("listitem")).toHaveText([loginAdmin.coding.hints[0]!]);
  await expect(dialog.getByRole("tab", { name: "Fix It" })).toBeDisabled();
  await page.screenshot({ path: "test-results/screens/coding-find-it-wrong.png" });

  // Deselect it, go to the vulnerable line, select it: right, and Fix It opens by itself.
  await code.focus();
  await page.keyboard.press("Enter");
  for (let line = 2; line < vulnLines[0]!; line++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(code.getByRole("option", { selected: true })).toHaveCount(1);
  await submit.click();
  const fixTab = dialog.getByRole("tab", { name: "Fix It" });
  await expect(fixTab).toHaveAttribute("aria-selected", "true");
  await expect(card.getByTestId("coding-button")).toHaveText("1/2");

  // Right is final: back on Find It the answer stays, and it cannot be sent again.
  await dialog.getByRole("tab", { name: "Find It" }).click();
  await expect(dialog.getByTestId("verdict")).toHaveAttribute("data-result", "right");
  await expect(submit).toBeDisabled();
  await fixTab.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  await expect(fixTab).toHaveAttribute("aria-selected", "true");

  // The options, shuffled, each a diff of the original: line by line, or side by side on request.
  const options = dialog.getByRole("radio");
  await expect(options).toHaveCount(loginAdmin.coding.fixes.length);
  await expect(dialog.getByTestId("diff-line-by-line")).toHaveCount(loginAdmin.coding.fixes.length);
  await dialog.getByRole("button", { name: "Side by side" }).click();
  await expect(dialog.getByTestId("diff-side-by-side")).toHaveCount(loginAdmin.coding.fixes.length);

  // Which option is which: the right one replaces the query with the query builder.
  const texts = await dialog.locator("fieldset > div").allTextContents();
  const right = texts.findIndex((text) => text.includes("ctx.data.db"));
  const wrong = right === 0 ? 1 : 0;
  await options.nth(wrong).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByTestId("verdict")).toHaveAttribute("data-result", "wrong");
  const wrongExplanations = loginAdmin.coding.fixes.filter((f) => !f.correct).map((f) => f.explanation);
  expect(wrongExplanations).toContain(await dialog.getByTestId("verdict-detail").textContent());
  await options.nth(right).check();
  await expect(dialog.getByTestId("verdict")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByTestId("verdict")).toHaveAttribute("data-result", "right");
  await expect(dialog.getByTestId("verdict")).toContainText(loginAdmin.coding.fixes.find((f) => f.correct)!.explanation);
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled();
  await expect(card.getByTestId("coding-button")).toHaveText("2/2");
  await expect(card).toHaveAttribute("data-status", "solved");

  // The dialog at the three widths (modal: the page behind it is out of reach).
  for (const width of [1440, 900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.getByTestId("verdict").scrollIntoViewIfNeeded();
    await expectAccessible(page, { include: ["[data-testid=coding-dialog]"] });
    await page.screenshot({ path: `test-results/screens/coding-fix-it-${width}.png` });
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the coding button waits for the solve (codingChallengesEnabled: solved)", async ({ page }) => {
  // The whole score board checked by axe, and it grows with every challenge.
  test.setTimeout(90_000);
  await visit(page, "/score-board");
  await expect(page.getByTestId("challenge-localXssChallenge").getByTestId("coding-button")).toBeDisabled();
  await expect(page.getByTestId("challenge-errorHandlingChallenge").getByTestId("coding-button")).toHaveCount(0);
  // The score board itself is solved by opening it: its coding challenge opens at once.
  await page.getByTestId("challenge-scoreBoardChallenge").getByTestId("coding-button").click();
  await expect(page.getByRole("dialog", { name: "Coding challenge: Score Board" }).getByRole("option")).not.toHaveCount(0);
  for (const width of [1440, 900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, { include: ["[data-testid=coding-dialog]"] });
    await page.screenshot({ path: `test-results/screens/coding-find-it-${width}.png` });
  }
});
