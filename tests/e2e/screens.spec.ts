import { dismissWelcome, expect, resetInstance, test, visit } from "./fixtures";

// Every screen there is, at the three widths the team checks by eye (screenshots in
// test-results/screens/), with no sideways scrolling and no serious axe finding (visit checks).
const screens = [
  ["search", "/search"],
  ["search-results", "/search?q=juice"],
  ["login", "/login"],
  ["score-board", "/score-board"],
] as const;

test.beforeAll(async ({ request }) => resetInstance(request));

for (const width of [1440, 900, 390]) {
  test(`the screens at ${width}px`, async ({ page }) => {
    await dismissWelcome(page);
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of screens) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
    }
  });
}
