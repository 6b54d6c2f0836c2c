import type { APIRequestContext, Page } from "@playwright/test";
import { persona, seededOrderId } from "../support/seed";
import { dismissWelcome, expect, expectAccessible, resetInstance, test, visit } from "./fixtures";

// Every screen there is, at the three widths the team checks by eye (screenshots in
// test-results/screens/), with no sideways scrolling and no serious axe finding (visit checks).
type Visitor = "anonymous" | "customer" | "admin" | "accounting";
const screens: [name: string, path: string, visitor: Visitor][] = [
  ["search", "/search", "anonymous"],
  ["search-results", "/search?q=juice", "anonymous"],
  ["login", "/login", "anonymous"],
  ["register", "/register", "anonymous"],
  ["forgot-password", "/forgot-password", "anonymous"],
  ["two-factor-enter", "/2fa/enter", "anonymous"],
  ["forbidden", "/403?error=UNAUTHORIZED_PAGE_ACCESS_ERROR", "anonymous"],
  ["score-board", "/score-board", "anonymous"],
  ["change-password", "/privacy-security/change-password", "customer"],
  ["two-factor-setup", "/privacy-security/two-factor-authentication", "customer"],
  ["last-login-ip", "/privacy-security/last-login-ip", "customer"],
  ["administration", "/administration", "admin"],
  ["contact", "/contact", "anonymous"],
  ["contact-customer", "/contact", "customer"],
  ["about", "/about", "anonymous"],
  ["photo-wall", "/photo-wall", "anonymous"],
  ["photo-wall-customer", "/photo-wall", "customer"],
  ["complain", "/complain", "customer"],
  ["chatbot", "/chatbot", "customer"],
  ["address-select", "/address/select", "customer"],
  ["address-saved", "/address/saved", "customer"],
  ["address-create", "/address/create", "customer"],
  ["address-edit", "/address/edit/1", "customer"],
  ["delivery-method", "/delivery-method", "customer"],
  ["payment-shop", "/payment/shop", "customer"],
  ["payment-wallet", "/payment/wallet", "customer"],
  ["payment-deluxe", "/payment/deluxe", "customer"],
  ["saved-payment-methods", "/saved-payment-methods", "customer"],
  ["order-summary", "/order-summary", "customer"],
  ["order-completion", `/order-completion/${seededOrderId(0)}`, "customer"],
  ["order-history", "/order-history", "customer"],
  ["wallet", "/wallet", "customer"],
  ["recycle", "/recycle", "customer"],
  ["deluxe-membership", "/deluxe-membership", "customer"],
  ["privacy-policy", "/privacy-security/privacy-policy", "customer"],
  ["data-export", "/privacy-security/data-export", "customer"],
  ["data-erasure", "/privacy-security/data-erasure", "customer"],
  ["juicy-nft", "/juicy-nft", "anonymous"],
  ["accounting", "/accounting", "accounting"],
  ["basket", "/basket", "customer"],
  ["track-result", `/track-result?id=${seededOrderId(2)}`, "anonymous"],
  // Finding it solves a challenge, whose notification would cover the screens after it: last.
  ["token-sale", "/sqz-tokensale-ico", "anonymous"],
];

type Session = { token: string; bid: number } | null;

async function sessionOf(request: APIRequestContext, visitor: Visitor): Promise<Session> {
  if (visitor === "anonymous") return null;
  const who = visitor === "accounting" ? persona("accountant") : persona("jim");
  const [email, password] = visitor === "admin" ? ["' OR 1=1--", "x"] : [who.email, who.password];
  const response = await request.post("/rest/user/login", { data: { email, password } });
  return (await response.json()).authentication;
}

/** What a login leaves in the browser: the token (storage and cookie) and the basket id. */
async function signIn(page: Page, session: Session) {
  await page.evaluate((s) => {
    if (s) {
      localStorage.setItem("token", s.token);
      sessionStorage.setItem("bid", String(s.bid));
    } else {
      localStorage.removeItem("token");
      sessionStorage.removeItem("bid");
    }
  }, session);
  await page.context().addCookies(session ? [{ name: "token", value: session.token, url: "http://127.0.0.1" }] : []);
}

test.beforeAll(async ({ request }) => resetInstance(request));

for (const width of [1440, 900, 390]) {
  test(`the screens at ${width}px`, async ({ page, request }) => {
    test.setTimeout(360_000);
    await dismissWelcome(page);
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/search");
    const sessions = {
      anonymous: null,
      customer: await sessionOf(request, "customer"),
      admin: await sessionOf(request, "admin"),
      accounting: await sessionOf(request, "accounting"),
    };
    for (const [name, path, visitor] of screens) {
      await signIn(page, sessions[visitor]);
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
    }
    // The product dialog opens over the search.
    await signIn(page, sessions.customer);
    await visit(page, "/search?q=Sunrise");
    await page.getByRole("article", { name: /Sunrise/ }).getByRole("button", { name: /Sunrise/ }).click();
    await page.getByTestId("reviews-toggle").click();
    await expect(page.getByTestId("review").first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/product-dialog-${width}.png` });
    await page.keyboard.press("Escape");
    // The profile page is the worker's own HTML, not a React page.
    await signIn(page, sessions.customer);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "profile scrolls sideways").toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/profile-${width}.png` });
  });
}
