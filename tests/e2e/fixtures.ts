import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { observation, solveAnnotation } from "../support/proofs";

export { expect };

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Fails a test on page errors and on React hydration or console errors. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({}, use) => use([]),
  page: async ({ page, consoleErrors }, use) => {
    page.on("pageerror", (error) => consoleErrors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !/Failed to load resource/.test(message.text())) consoleErrors.push(message.text());
    });
    await use(page);
    expect(consoleErrors, "console errors").toEqual([]);
  },
});

/** No serious or critical axe violations on the page as it is now (or in `include`, e.g. an open modal dialog). */
export async function expectAccessible(page: Page, { exclude = [] as string[], include = [] as string[] } = {}) {
  // Measure colours at rest, not halfway through a hover transition.
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 1000 })
    .catch(() => undefined);
  // axe runs in the page itself, injected once per document and asked for violations only:
  // @axe-core/playwright's builder finishes every run in a new page and carries every passing node
  // back, three to four times slower over the score board's hundred cards.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // label-content-name-mismatch is experimental in axe, so off unless asked for: a name that does
  // not contain the visible text fails speech-input users (WCAG 2.5.3).
  const options: RunOptions = { resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } };
  const results = await page.evaluate(
    ({ context, options }) => (window as unknown as { axe: { run(c: unknown, o: RunOptions): Promise<AxeResults> } }).axe.run(context, options),
    { context: include.length ? { include, exclude } : { exclude }, options },
  );
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)} ${n.failureSummary?.split("\n")[1] ?? ""}`).join(" | ")}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** Opens a path, waits for hydration and the live channel (caught up with what the room replays), and checks accessibility. */
export async function visit(page: Page, path: string, { exclude = [] as string[] } = {}) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForFunction(() => document.documentElement.dataset.room === "synced");
  await expectAccessible(page, { exclude });
}

/** Skips the welcome dialog for tests about something else. */
export async function dismissWelcome(page: Page) {
  await page.context().addCookies([{ name: "welcomebanner_status", value: "dismiss", url: "http://127.0.0.1" }]);
}

export async function resetInstance(request: APIRequestContext) {
  const response = await request.post("/operator/reset", { headers: { Authorization: "Bearer e2e-operator-token" } });
  expect(response.ok()).toBe(true);
}

export async function isSolved(request: APIRequestContext, key: string): Promise<boolean> {
  const body = await (await request.get(`/api/Challenges/?key=${key}`)).json();
  const solved: boolean = body.data[0].solved;
  // Into the proof ledger (tests/support/proofs.ts): this test saw the key so. (Outside a test,
  // in a beforeAll, there is no test to credit.)
  try {
    test.info().annotations.push({ type: solveAnnotation, description: observation(key, solved) });
  } catch {
    // not inside a test
  }
  return solved;
}

/**
 * Opens the account menu and one of its submenus by keyboard and highlights an entry (Enter opens
 * it), the mouse out of the way: a hovered submenu trigger may close its submenu again while the
 * pointer travels to an entry on a slow machine.
 */
export async function highlightInAccountMenu(page: Page, submenu: string, entry: string) {
  await page.getByRole("button", { name: "Account" }).click();
  await page.mouse.move(0, 0);
  const trigger = page.getByRole("menuitem", { name: submenu });
  await expect(trigger).toBeVisible();
  for (let i = 0; i < 8 && (await trigger.getAttribute("data-highlighted")) === null; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  const item = page.getByRole("menuitem", { name: entry });
  // The submenu has taken the keyboard once one of its entries is highlighted.
  await expect(item.locator("xpath=..").locator("[data-highlighted]")).toHaveCount(1);
  for (let i = 0; i < 8 && (await item.getAttribute("data-highlighted")) === null; i++) await page.keyboard.press("ArrowDown");
  await expect(item).toHaveAttribute("data-highlighted", "");
}
