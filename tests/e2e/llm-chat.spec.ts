import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { priceQuestion, promptInjection } from "../../scripts/llm-exploits.mjs";
import { startServer } from "../../scripts/server.mjs";
import { startFakeModel } from "../support/fake-model";
import { persona } from "../support/seed";
import { dismissWelcome, expect, expectAccessible, test, visit } from "./fixtures";

/**
 * The chat page's AI mode in a browser, against a shop of its own whose model is the scripted fake
 * (tests/support/fake-model.ts): tabs by keyboard, an answer written as it streams in, the admins'
 * tool-call switch, three widths. The main e2e shop has no model: there the tab says how to get one.
 */

let model: Awaited<ReturnType<typeof startFakeModel>>;
let shop: { url: string; dispose(): Promise<void> };
const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-e2e-llm-"));

test.beforeAll(async () => {
  model = await startFakeModel();
  shop = (await startServer({
    port: 0,
    persistRoot,
    vars: { LLM_BASE_URL: `${model.url}/v1`, LLM_MODEL: "squeeze-fake", OPERATOR_TOKEN: "e2e-operator-token" },
  })) as typeof shop;
});

test.afterAll(async () => {
  await shop?.dispose();
  await model?.close();
  rmSync(persistRoot, { recursive: true, force: true });
});

const setPersona = (p: "gullible" | "careful") => fetch(`${model.url}/control`, { method: "PUT", body: JSON.stringify({ persona: p }) });

async function signIn(page: Page, who: "jim" | "admin") {
  const { email, password } = persona(who);
  const response = await page.request.post(`${shop.url}/rest/user/login`, { data: { email, password } });
  const { token } = (await response.json()).authentication;
  await page.evaluate((t) => localStorage.setItem("token", t), token);
}

test("the AI assistant: keyboard tabs, a streamed answer, a coupon talked out of it, the admins' tool calls, three widths", async ({ page }) => {
  test.setTimeout(120_000);
  await dismissWelcome(page);
  await setPersona("careful");
  await page.goto(`${shop.url}/search`);
  await signIn(page, "jim");
  await visit(page, `${shop.url}/chatbot`);
  const classic = page.getByRole("tab", { name: "Pulp (classic)" });
  const ai = page.getByRole("tab", { name: "Pulp AI" });
  await expect(classic).toHaveAttribute("aria-selected", "true");
  await classic.focus();
  await page.keyboard.press("ArrowRight");
  await expect(ai).toHaveAttribute("aria-selected", "true");
  await expect(ai).toBeFocused();
  await expect(page).toHaveURL(/\?mode=ai$/);
  await expect(page.getByTestId("assistant-model")).toHaveText("Answered by squeeze-fake (OpenAI-compatible).");

  const log = page.getByTestId("assistant-messages");
  const input = page.getByRole("textbox", { name: "Your message to Pulp AI" });
  await input.fill(priceQuestion);
  await input.press("Enter");
  await expect(log.locator("[data-author=bot]").last()).toContainText(/costs [\d.]+¤/);
  await expect(log.locator("[data-author=tool]")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Show tool calls" })).toHaveCount(0);

  await setPersona("gullible");
  await input.fill(promptInjection);
  await input.press("Enter");
  await expect(log.locator("[data-author=bot]").last()).toContainText(/coupon: \S{10} \(15% off/);
  const solved = await (await page.request.get(`${shop.url}/api/Challenges/?key=chatbotPromptInjectionChallenge`)).json();
  expect(solved.data[0].solved).toBe(true);
  await expectAccessible(page);

  for (const width of [1440, 900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px scrolls sideways`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screens/chatbot-ai-${width}.png` });
  }

  // An admin's switch shows the tool calls (a cookie, which is all the server asks).
  await page.setViewportSize({ width: 1440, height: 900 });
  await setPersona("careful");
  await signIn(page, "admin");
  await visit(page, `${shop.url}/chatbot?mode=ai`);
  await page.getByText("Show tool calls").click();
  expect((await page.context().cookies(shop.url)).find((c) => c.name === "show_tool_calls")?.value).toBe("true");
  await input.fill(priceQuestion);
  await input.press("Enter");
  await expect(log.locator("[data-author=tool]")).toContainText("productInfo(");
  await expect(log.locator("[data-author=bot]").last()).toContainText(/costs/);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(log.locator("[data-author]")).toHaveCount(0);
  await page.context().clearCookies({ name: "show_tool_calls" });
});

test("a shop without a model: the AI tab says so and how to configure one", async ({ page }) => {
  await dismissWelcome(page);
  await page.goto("/search");
  const { email, password } = persona("jim");
  const { token } = (await (await page.request.post("/rest/user/login", { data: { email, password } })).json()).authentication;
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await visit(page, "/chatbot?mode=ai");
  await expect(page.getByTestId("assistant-unavailable")).toContainText("LLM_BASE_URL");
  await expectAccessible(page);
});
