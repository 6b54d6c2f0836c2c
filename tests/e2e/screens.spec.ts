import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { persona } from "../support/seed";
import { dismissWelcome, expect, expectAccessible, resetInstance, test, visit } from "./fixtures";

// Every screen there is, at the three widths the team checks by eye (screenshots in
// test-results/screens/), with no sideways scrolling and no serious axe finding (visit checks).
type Visitor = "anonymous" | "customer" | "admin" | "accounting";
const md5 = (text: string) => createHash("md5").update(text).digest("hex");
/** One of Jasper's seeded orders (worker/db/seed-documents.ts numbers them so). */
const seededOrderId = `${md5(persona("jim").email).slice(0, 4)}-${md5("jasper.quill#0").slice(0, 16)}`;
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
  ["order-completion", `/order-completion/${seededOrderId}`, "customer"],
  ["order-history", "/order-history", "customer"],
  ["wallet", "/wallet", "customer"],
  ["recycle", "/recycle", "customer"],
  ["deluxe-membership", "/deluxe-membership", "customer"],
  ["privacy-policy", "/privacy-security/privacy-policy", "customer"],
  ["data-export", "/privacy-security/data-export", "customer"],
  ["data-erasure", "/privacy-security/data-erasure", "customer"],
  ["juicy-nft", "/juicy-nft", "anonymous"],
  ["accounting", "/accounting", "accounting"],
];

async function tokenOf(request: APIRequestContext, visitor: Visitor): Promise<string | null> {
  if (visitor === "anonymous") return null;
  const who = visitor === "accounting" ? persona("accountant") : persona("jim");
  const [email, password] = visitor === "admin" ? ["' OR 1=1--", "x"] : [who.email, who.password];
  const response = await request.post("/rest/user/login", { data: { email, password } });
  return (await response.json()).authentication.token;
}

async function signIn(page: Page, token: string | null) {
  await page.evaluate((t) => (t ? localStorage.setItem("token", t) : localStorage.removeItem("token")), token);
  await page.context().addCookies(token ? [{ name: "token", value: token, url: "http://127.0.0.1" }] : []);
}

test.beforeAll(async ({ request }) => resetInstance(request));

for (const width of [1440, 900, 390]) {
  test(`the screens at ${width}px`, async ({ page, request }) => {
    test.setTimeout(360_000);
    await dismissWelcome(page);
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/search");
    const tokens = {
      anonymous: null,
      customer: await tokenOf(request, "customer"),
      admin: await tokenOf(request, "admin"),
      accounting: await tokenOf(request, "accounting"),
    };
    for (const [name, path, visitor] of screens) {
      await signIn(page, tokens[visitor]);
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
    }
    // The profile page is the worker's own HTML, not a React page.
    await signIn(page, tokens.customer);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "profile scrolls sideways").toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/profile-${width}.png` });
  });
}
