import { readFileSync } from "node:fs";
import { persona } from "../support/seed";
import { dismissWelcome, expect, expectAccessible, resetInstance, test, visit } from "./fixtures";

test.beforeAll(async ({ request }) => resetInstance(request));

const de = JSON.parse(readFileSync("locales/de_DE/ui.json", "utf8")) as Record<string, string>;

test("the search page lists products in a paginated grid", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search");
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  const tiles = page.getByTestId("product-grid").getByRole("article");
  await expect(tiles).toHaveCount(12);
  await expect(page.getByText("Page 1 of")).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Page 2 of")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/search.png", fullPage: false });
});

test("the welcome dialog shows once and remembers its dismissal", async ({ page }) => {
  // The dialog opens after hydration: axe looks once it is there (and done animating).
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Welcome to Squeeze!" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/welcome.png" });
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(dialog).toBeHidden();
  const cookies = await page.context().cookies();
  const banner = cookies.find((c) => c.name === "welcomebanner_status");
  expect(banner?.value).toBe("dismiss");
  expect(banner!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await visit(page, "/search");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the side menu opens from the keyboard and hides the unsolved score board", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.getByRole("button", { name: "Open side menu" }).focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: "All products" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Score Board" })).toHaveCount(0);
  await expect(menu.getByText(/Version \d/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/side-menu.png" });
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test("the search box takes a query to the results page", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.getByRole("button", { name: "Open search" }).click();
  await page.getByRole("textbox", { name: "Search" }).fill("orange");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=orange$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Results - orange");
  await expectAccessible(page);
});

test("a search without results shows the empty state", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search?q=zzzzzz");
  await expect(page.getByTestId("no-results")).toBeVisible();
});

test("logging in and out through the account menu", async ({ page }) => {
  const customer = persona("jim");
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.screenshot({ path: "test-results/screens/login.png" });
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/search$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^ey/);
  expect(await page.evaluate(() => sessionStorage.getItem("bid"))).toMatch(/^\d+$/);
  expect((await page.context().cookies()).some((c) => c.name === "token")).toBe(true);

  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a failed login shows the server's error above the form", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/login");
  await page.getByLabel("Email").focus();
  await page.getByLabel("Password", { exact: true }).focus();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log in" })).toBeDisabled();
  await page.getByLabel("Email").fill("nobody@squeeze.test");
  await page.getByLabel("Password", { exact: true }).fill("wrong");
  await page.getByRole("button", { name: "Log in" }).click();
  // Announced to screen readers, and tied to the fields.
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Invalid email or password.");
  const errorId = await alert.getAttribute("id");
  for (const field of [page.getByLabel("Email"), page.getByLabel("Password", { exact: true })]) {
    expect((await field.getAttribute("aria-describedby"))?.split(" ")).toContain(errorId);
  }
  await expectAccessible(page);
  await page.getByLabel("Email").focus();
  await expect(page.getByTestId("login-error")).toBeHidden();
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-describedby", new RegExp(errorId!));
});

test("Escape closes the search box and gives the focus back to its button", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.getByRole("button", { name: "Open search" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Search" })).toBeFocused();
  await page.keyboard.type("orange");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("textbox", { name: "Search" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open search" })).toBeFocused();
});

test("the top bar's logo and language buttons are named by what they show", async ({ page }) => {
  await dismissWelcome(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/search");
    await expect(page.getByRole("link", { name: "Squeeze", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^EN \(Language: English\)$/ })).toBeVisible();
  }
});

test("unknown paths fall back to the search screen", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/no/such/screen");
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
});

test("the language menu offers English and remembers the choice", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByText("Language has been changed to English")).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "language")?.value).toBe("en");
});

test("switching to German translates the page at once, and the server renders German from then on", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("menuitem", { name: /^Deutsch\s*(\d+%)?$/ }).click();
  await expect(page.getByText(de.LANGUAGE_CHANGED!.replace("{{language}}", "Deutsch"))).toBeVisible();
  // Without a reload: the heading is German already.
  await expect(page.getByRole("heading", { level: 1, name: de.TITLE_ALL_PRODUCTS! })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "language")?.value).toBe("de_DE");

  // A fresh page is rendered in German on the server (no flash of English before hydration).
  const html = await (await page.request.get("/search")).text();
  expect(html).toContain('lang="de-DE"');
  expect(html).toContain(de.TITLE_ALL_PRODUCTS!);
  await visit(page, "/search");
  await expect(page.getByRole("button", { name: /^DE \(/ })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/search-german.png" });

  await page.getByRole("button", { name: /^DE \(/ }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
});

test("on a phone the grid has one column and the top bar still fits", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await dismissWelcome(page);
  await visit(page, "/search");
  const tiles = page.getByTestId("product-grid").getByRole("article");
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "test-results/screens/search-phone.png" });
});

test("the accessibility check itself finds a nameless button and an image without text, unless excluded", async ({ page }) => {
  await dismissWelcome(page);
  await visit(page, "/search");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const image = Object.assign(document.createElement("img"), { src: "/assets/none.png", className: "axe-probe" });
    const button = Object.assign(document.createElement("button"), { className: "axe-probe" });
    button.style.cssText = "width: 40px; height: 40px";
    main.append(image, button);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/);
  await expectAccessible(page, { exclude: [".axe-probe"] });
});
