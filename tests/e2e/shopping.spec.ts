import type { APIRequestContext, Page } from "@playwright/test";
import { persona, seededOrderId } from "../support/seed";
import { dismissWelcome, expect, expectAccessible, isSolved, resetInstance, test, visit } from "./fixtures";

async function signInAs(page: Page, request: APIRequestContext, who: Parameters<typeof persona>[0]) {
  const { email, password } = persona(who);
  const response = await request.post("/rest/user/login", { data: { email, password } });
  const { authentication } = await response.json();
  await page.goto("/403");
  await page.evaluate(({ token, bid }) => {
    localStorage.setItem("token", token);
    sessionStorage.setItem("bid", String(bid));
  }, authentication);
  return authentication as { token: string; bid: number };
}

const tile = (page: Page, name: RegExp) => page.getByRole("article", { name });

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

test.describe("the product dialog", () => {
  test("opens from a tile by mouse and by keyboard, with price, bonus points and reviews", async ({ page }) => {
    await visit(page, "/search?q=Sunrise");
    await tile(page, /Sunrise Orange Juice/).click();
    const dialog = page.getByTestId("product-dialog");
    await expect(dialog.getByRole("heading", { name: /Sunrise Orange Juice/ })).toBeVisible();
    await expect(dialog.getByTestId("product-price")).toHaveText(/\d+\.\d{2}¤/);
    const price = Number((await dialog.getByTestId("product-price").textContent())!.replace("¤", ""));
    await expect(dialog.getByTestId("product-points")).toContainText(String(Math.round(price / 10)));
    // Anonymous visitors read reviews but write none.
    await expect(dialog.getByText(/log in to write a review/i)).toBeVisible();
    await dialog.getByTestId("reviews-toggle").click();
    await expect(dialog.getByTestId("review").first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screens/product-dialog-1440.png" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await visit(page, "/search");

    // By keyboard: tab to a product's name, Enter opens it.
    const name = tile(page, /Crisp Orchard Apple/).getByRole("button", { name: /Crisp Orchard Apple/ });
    await name.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("product-dialog").getByRole("heading", { name: /Crisp Orchard Apple/ })).toBeVisible();
  });

  test("a customer writes a review, edits it, and likes someone else's once", async ({ page, request }) => {
    await signInAs(page, request, "jim");
    await visit(page, "/search?q=Sunrise");
    await tile(page, /Sunrise Orange Juice/).getByRole("button", { name: /Sunrise Orange Juice/ }).click();
    const dialog = page.getByTestId("product-dialog");
    const input = dialog.getByTestId("review-input");
    const submit = dialog.getByRole("button", { name: "Submit" });
    await input.fill("   ");
    await expect(submit).toBeDisabled();
    await input.fill("Tastes like a sunrise, if sunrises were sweet.");
    await submit.click();
    await expect(page.getByTestId("snackbar")).toContainText(/review has been saved/i);
    await dialog.getByTestId("reviews-toggle").click();
    const mine = dialog.getByRole("button", { name: /Edit your review: Tastes like a sunrise/ });
    await mine.click();
    const edit = page.getByTestId("edit-review-dialog");
    await edit.getByRole("textbox").fill("Tastes like a sunrise. Edited.");
    await edit.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Tastes like a sunrise. Edited.")).toBeVisible();

    const others = dialog.getByTestId("review").filter({ hasNot: page.getByRole("button", { name: /Edit your review/ }) });
    const like = others.first().getByRole("button", { name: /Like this review/ });
    const before = Number(await like.textContent());
    await like.click();
    await expect(like).toHaveText(String(before + 1));
    await expect(like).toBeDisabled();
    expect(await isSolved(request, "forgedReviewChallenge")).toBe(false);
  });
});

test.describe("the basket", () => {
  test("add to basket increases the count, the basket page edits it, checkout goes on", async ({ page, request }) => {
    await signInAs(page, request, "jim");
    await visit(page, "/search");
    const count = page.getByTestId("basket-count");
    // Jim left a basket with things in it last time.
    await expect(count).toHaveText(/^\d+$/);
    const before = Number(await count.textContent());
    await tile(page, /Crisp Orchard Apple/).getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByTestId("snackbar")).toContainText("Placed Crisp Orchard Apple Juice (1000ml) into basket.");
    await expect(count).toHaveText(String(before + 1));
    await tile(page, /Crisp Orchard Apple/).getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByTestId("snackbar")).toContainText("Added another Crisp Orchard Apple Juice (1000ml) to basket.");
    await expect(count).toHaveText(String(before + 2));

    await page.getByTestId("basket-button").click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Basket" })).toBeVisible();
    await expectAccessible(page);
    const row = page.getByTestId("basket-row").filter({ hasText: "Crisp Orchard Apple" });
    await expect(row.getByTestId("basket-quantity")).toHaveText("2");
    await row.getByRole("button", { name: /One less/ }).click();
    await expect(row.getByTestId("basket-quantity")).toHaveText("1");
    await expect(row.getByRole("button", { name: /One less/ })).toBeDisabled();
    await row.getByRole("button", { name: /One more/ }).click();
    await expect(row.getByTestId("basket-quantity")).toHaveText("2");
    await expect(count).toHaveText(String(before + 2));
    await expect(page.getByTestId("basket-bonus")).toContainText(/\d+ bonus points/);

    await page.getByTestId("checkout-button").click();
    await expect(page).toHaveURL(/\/address\/select$/);
    // The checkout's first step, not the search that unknown paths fall back to.
    await expect(page.getByRole("heading", { level: 1, name: "Select an address" })).toBeVisible();
    expect(Number(await page.evaluate(() => sessionStorage.getItem("itemTotal")))).toBeGreaterThan(0);
    await visit(page, "/basket");
    const rows = page.getByTestId("basket-row");
    for (let left = await rows.count(); left > 0; left--) {
      await rows.first().getByRole("button", { name: /Remove/ }).click();
      await expect(rows).toHaveCount(left - 1);
    }
    await expect(page.getByTestId("basket-empty")).toBeVisible();
    await expect(page.getByTestId("checkout-button")).toBeDisabled();
    await expect(count).toHaveText("0");
  });

  test("anonymous visitors get no basket: no add buttons, and /basket is the 403 page", async ({ page }) => {
    await visit(page, "/search");
    await expect(page.getByRole("button", { name: "Add to Basket" })).toHaveCount(0);
    await expect(page.getByTestId("basket-button")).toHaveCount(0);
    await visit(page, "/basket");
    await expect(page.getByTestId("forbidden")).toBeVisible();
  });

  test("deluxe members see their price with the normal one struck through", async ({ page, request }) => {
    await signInAs(page, request, "stan");
    await visit(page, "/search?q=Sunrise");
    const juice = tile(page, /Sunrise Orange Juice/);
    await expect(juice.getByTestId("tile-normal-price")).toBeVisible();
    const [deluxe, normal] = await Promise.all([juice.getByTestId("tile-price").textContent(), juice.getByTestId("tile-normal-price").textContent()]);
    expect(parseFloat(deluxe!)).toBeLessThan(parseFloat(normal!));
  });
});

test("paging goes back to the top, and the title names the search", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, "/search");
  await expect(page).toHaveTitle(/^All Products \| /);
  await page.getByRole("button", { name: "Next page" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText("Page 2 of")).toBeVisible();
  await visit(page, "/search?q=apple");
  await expect(page).toHaveTitle(/^Search Results - apple \| /);
});

test.describe("order tracking", () => {
  test("shows a seeded order's steps, eta, products and bonus", async ({ page }) => {
    await visit(page, `/track-result?id=${seededOrderId(2)}`);
    await expect(page.getByTestId("delivery-steps")).toHaveAttribute("data-status", "packing");
    await expect(page.getByText("Expected delivery in 5 days")).toBeVisible();
    await expect(page.getByTestId("track-products").getByRole("row")).toHaveCount(3);
    await expect(page.getByTestId("track-bonus")).toContainText(/Bonus points earned: \d+/);
    await visit(page, `/track-result?id=${seededOrderId(0)}`);
    await expect(page.getByTestId("delivery-steps")).toHaveAttribute("data-status", "delivered");
    await visit(page, `/track-result/new?id=${seededOrderId(1)}`);
    await expect(page.getByTestId("delivery-steps")).toHaveAttribute("data-status", "new");
    await visit(page, `/track-result?id=${seededOrderId(1)}`);
    await expect(page.getByTestId("delivery-steps")).toHaveAttribute("data-status", "transit");
  });

  test("reflectedXssChallenge: an id with an iframe payload runs in the page", async ({ page, request }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, `/track-result?id=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`, { exclude: ["[data-testid=track-order-id] iframe"] });
    await expect.poll(() => alerts).toContain("xss");
    expect(await isSolved(request, "reflectedXssChallenge")).toBe(true);
  });

  test("an unknown plain id is only echoed", async ({ page, request }) => {
    await visit(page, "/track-result?id=1234-nothing");
    await expect(page.getByTestId("track-order-id")).toHaveText("1234-nothing");
    expect(await isSolved(request, "reflectedXssChallenge")).toBe(false);
  });
});

test.describe("the shop's hidden corners in the browser", () => {
  test("tokenSaleChallenge: the scrambled path shows the coin offering with the configured coin", async ({ page, request }) => {
    // What a student reads out of the fallback route's matcher.
    const w = [0x2a, 0x11, 0x5c, 0x07, 0x33];
    const s = [89, 99, 44, 51, 83, 84, 140, 78, 129, 91, 105, 158, 93, 81, 132, 118, 174];
    const path = s.map((n, i) => String.fromCharCode((n - i * 3) ^ w[i % w.length]!)).join("");
    await visit(page, `/${path}`);
    await expect(page.getByTestId("token-sale")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Squeezecoin");
    await expect(page).toHaveTitle(/Token Sale/);
    await expect.poll(() => isSolved(request, "tokenSaleChallenge")).toBe(true);
    await page.getByRole("button", { name: /When does the Squeezecoin sale start/ }).click();
    await expect(page.getByText(/not supposed to be here yet/)).toBeVisible();
  });

  test("other unknown paths show the search and solve nothing", async ({ page, request }) => {
    await visit(page, "/tokensale");
    await expect(page.getByTestId("product-grid")).toBeVisible();
    expect(await isSolved(request, "tokenSaleChallenge")).toBe(false);
  });

  test("xssBonusChallenge: the promotion frame in the search", async ({ page, request }) => {
    const bonus = '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/promotion"></iframe>';
    await visit(page, `/search?q=${encodeURIComponent(bonus)}`, { exclude: ["[data-testid=search-value] iframe"] });
    await expect(page.getByTestId("search-value").locator("iframe")).toBeVisible();
    await expect.poll(() => isSolved(request, "xssBonusChallenge")).toBe(true);
    expect(await isSolved(request, "localXssChallenge")).toBe(false);
  });

  test("restfulXssChallenge: a description stored through the API runs in the product dialog", async ({ page, request }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const { data } = await (await request.get("/api/Products")).json();
    const juice = (data as { id: number; name: string }[]).find((p) => /Sunrise Orange/.test(p.name))!;
    const changed = await request.put(`/api/Products/${juice.id}`, { data: { description: '<iframe src="javascript:alert(`xss`)">' } });
    expect(changed.status()).toBe(200);
    expect(await isSolved(request, "restfulXssChallenge")).toBe(true);
    await visit(page, "/search?q=Sunrise");
    await tile(page, /Sunrise Orange Juice/).click();
    await expect.poll(() => alerts).toContain("xss");
  });
});
