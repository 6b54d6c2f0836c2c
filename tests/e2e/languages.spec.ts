import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { dismissWelcome, expect, test, visit } from "./fixtures";

/** A language's texts as the repository has them (locales/). */
const texts = (language: string, part: "ui" | "content") => JSON.parse(readFileSync(`locales/${language}/${part}.json`, "utf8")) as Record<string, string>;

async function inLanguage(page: Page, language: string) {
  await dismissWelcome(page);
  await page.context().addCookies([{ name: "language", value: language, url: "http://127.0.0.1" }]);
}

for (const width of [1440, 390]) {
  test(`Arabic reads right to left throughout at ${width} px: the shop, the score board and a challenge in Arabic`, async ({ page }) => {
    const ui = texts("ar_SA", "ui");
    const content = texts("ar_SA", "content");
    await page.setViewportSize({ width, height: 900 });
    await inLanguage(page, "ar_SA");
    await visit(page, "/search");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(page.getByRole("heading", { level: 1, name: ui.TITLE_ALL_PRODUCTS! })).toBeVisible();
    // The top bar's language button starts at the reading side's end: left in Arabic.
    const button = await page.getByRole("button", { name: /^AR \(/ }).boundingBox();
    expect(button!.x).toBeLessThan(width / 2);
    await page.screenshot({ path: `test-results/screens/rtl-search-${width}.png` });

    await visit(page, "/score-board");
    const name = content["challenge.adminSectionChallenge.name"]!;
    expect(name).not.toBe(texts("en", "content")["challenge.adminSectionChallenge.name"]);
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/rtl-score-board-${width}.png` });
  });
}

test("the language menu shows each translation's completeness and switches the page's direction", async ({ page }) => {
  await inLanguage(page, "en");
  await visit(page, "/search");
  await page.getByRole("button", { name: /Language/ }).click();
  const hebrew = page.getByRole("menuitem", { name: /עברית/ });
  await expect(hebrew).toContainText("%");
  await page.screenshot({ path: "test-results/screens/language-menu.png" });
  await hebrew.click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "he-IL");
});

/**
 * The pseudo-locale makes every translated text long and accented, in brackets: a text on the page
 * without accents is English the translations cannot reach, and a bracket cut off is clipped text.
 */
test("the pseudo-locale shows no English left on the shop and the score board", async ({ page }) => {
  await inLanguage(page, "en_XA");
  const plain: string[] = [];
  for (const [path, width] of [
    ["/search", 1440],
    ["/score-board", 1440],
    ["/search", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    await page.screenshot({ path: `test-results/screens/pseudo${path.replace("/", "-")}-${width}.png` });
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        const element = node.parentElement;
        if (!element || element.closest("script, style, code, [aria-hidden='true']") || !element.checkVisibility()) continue;
        // Two English words in a row, with none of the pseudo-locale's accents: a text it did not reach.
        if (/\b[a-z]{3,} [a-z]{3,}\b/i.test(text) && !/[áéíöüçñýÅÉÎØÛÇÑÝ·]/.test(text)) out.push(text);
      }
      return out;
    });
    plain.push(...found.map((text) => `${path}@${width}: ${text}`));
  }
  writeFileSync("test-results/pseudo-untranslated.txt", plain.join("\n"));
  expect(plain).toEqual([]);
});
