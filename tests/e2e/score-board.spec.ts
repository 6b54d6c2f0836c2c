import { dismissWelcome, expect, resetInstance, test, visit } from "./fixtures";

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

test("lists the challenges by name as people read them", async ({ page }) => {
  await visit(page, "/score-board");
  const names = await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label") ?? ""));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  expect(names.indexOf("Database Schema")).toBeLessThan(names.indexOf("DOM XSS"));
});

test("shows 4, 3, 2 and 1 columns from 1500, 900, 600 and below", async ({ page }) => {
  // Each visit checks the whole board with axe, and the board grows with every challenge.
  test.setTimeout(120_000);
  for (const [width, columns] of [
    [1600, 4],
    [1500, 4],
    [1499, 3],
    [900, 3],
    [899, 2],
    [600, 2],
    [599, 1],
    [390, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/score-board");
    const tops = await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(tops.filter((top) => top === tops[0]).length, `${width}px`).toBe(columns);
  }
});
