import type { APIRequestContext } from "@playwright/test";
import { dismissWelcome, expect, expectAccessible, resetInstance, test, visit } from "./fixtures";

// Every visit checks the whole board with axe, every card mounted, and the board grows with every
// challenge: on a shared two-core machine that alone can take most of the default 60 s.
test.describe.configure({ timeout: 120_000 });

interface Listed {
  key: string;
  name: string;
  category: string;
  difficulty: number;
  tags: string | null;
}

/** The cards a filter should show, in the board's order (by name, as people read them). */
const namesOf = (all: Listed[], shown: (c: Listed) => boolean) =>
  all
    .filter(shown)
    .map((c) => c.name)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }))
    .map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

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
  await visit(page, "/score-board");
  // The grid follows the window: no reload between widths.
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
    const tops = await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(tops.filter((top) => top === tops[0]).length, `${width}px`).toBe(columns);
  }
});

const listed = async (request: APIRequestContext): Promise<Listed[]> => (await (await request.get("/api/Challenges/")).json()).data;

test("filters by search, difficulty, status, tags and category, in the query string, without a request", async ({ page, request }) => {
  const all = await listed(request);
  await visit(page, "/score-board?categories=Injection");
  const cards = page.getByTestId("challenge-grid").getByRole("article");
  await expect(cards).toHaveText(namesOf(all, (c) => c.category === "Injection"));
  await expect(page.getByRole("button", { name: "Injection", exact: true })).toHaveAttribute("aria-pressed", "true");

  const requests: string[] = [];
  page.on("request", (request) => {
    // Static files, and React Router's discovery of the routes that links point to, are no filtering.
    const { pathname } = new URL(request.url());
    if (!/\.(js|css|png|svg|woff2?)$/.test(pathname) && pathname !== "/__manifest") requests.push(request.url());
  });
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(/\/score-board$/);
  await page.getByRole("searchbox", { name: "Search challenges" }).fill("SHOP");
  await expect(page).toHaveURL(/searchQuery=SHOP/);
  // Name or description, whatever the case: "Score Board" and descriptions that mention the shop.
  await expect(cards.filter({ hasText: "Score Board" })).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search challenges" }).fill("");

  await page.getByRole("button", { name: "Difficulty" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Difficulty 1 of 6" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Difficulty 2 of 6" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/difficulties=1%2C2/);
  await page.getByRole("combobox", { name: "Status" }).selectOption("unsolved");
  await page.getByRole("button", { name: "Tags" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Tutorial" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\?difficulties=1%2C2&status=unsolved&tags=Tutorial$/);
  const easyTutorials = (c: Listed) => c.difficulty <= 2 && (c.tags ?? "").split(",").includes("Tutorial") && c.key !== "scoreBoardChallenge";
  await expect(cards).toHaveText(namesOf(all, easyTutorials));
  await page.getByRole("button", { name: "XSS", exact: true }).click();
  await expect(cards).toHaveText(namesOf(all, (c) => easyTutorials(c) && c.category === "XSS"));
  await expect(page).toHaveURL(/categories=XSS/);
  await expectAccessible(page);

  // The same address shows the same board.
  await page.reload();
  await expect(cards).toHaveText(namesOf(all, (c) => easyTutorials(c) && c.category === "XSS"));
  requests.length = 0;
  await page.getByRole("searchbox", { name: "Search challenges" }).fill("no such challenge anywhere");
  await expect(page.getByTestId("no-challenges")).toBeVisible();
  await page.getByTestId("no-challenges").getByRole("button", { name: "Reset all filters" }).click();
  await expect(page).toHaveURL(/\/score-board$/);
  await expect(cards).not.toHaveCount(0);
  expect(requests, "filtering asked the server").toEqual([]);
});

test("solves, coding progress and hints show without reloading", async ({ page }) => {
  // The whole score board checked by axe, and it grows with every challenge.
  test.setTimeout(90_000);
  await visit(page, "/score-board");
  const card = page.getByTestId("challenge-loginAdminChallenge");
  await expect(card).toHaveAttribute("data-status", "unsolved");
  await expect(card.getByTestId("coding-button")).toBeDisabled();
  await expect(page.getByTestId("hacking-score")).toContainText("1 of");

  await page.request.post("/rest/user/login", { data: { email: "' OR 1=1--", password: "x" } });
  await expect(card).toHaveAttribute("data-status", "partially-solved");
  await expect(page.getByTestId("hacking-score")).toContainText("2 of");
  await expect(card.getByRole("link", { name: "How to prevent it" })).toHaveAttribute("href", /cheatsheetseries\.owasp\.org/);
  const { vulnLines } = await (await page.request.get("/snippets/loginAdminChallenge")).json();
  await page.request.post("/snippets/verdict", { data: { key: "loginAdminChallenge", selectedLines: vulnLines } });
  await expect(card.getByTestId("coding-button")).toHaveText("1/2");
  await expect(page.getByTestId("coding-score")).toContainText("1 of");

  await card.getByRole("button", { name: "Hints 0/2" }).click();
  await expect(card.getByText("No hint unlocked yet.")).toBeVisible();
  await card.getByRole("button", { name: "Unlock hint 1" }).click();
  await expect(card.getByRole("button", { name: "Hints 1/2" })).toHaveAttribute("aria-expanded", "true");
  await expect(card.getByRole("listitem")).toHaveText([/single quote/]);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/score-board-live.png" });
});
