import { Secret, TOTP } from "otpauth";
import { persona } from "../support/seed";
import { dismissWelcome, expect, expectAccessible, highlightInAccountMenu, isSolved, resetInstance, test, visit } from "./fixtures";

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();

async function logIn(page: import("@playwright/test").Page, email: string, password: string) {
  await visit(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  // Signed in once the page moves on (to the search, or to the second factor): a visit before that
  // would go out without the token.
  await expect(page).not.toHaveURL(/\/login$/);
}

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

test("registering: the strength bar, the advice, the question, and a confirmation on the login page", async ({ page }) => {
  await visit(page, "/register");
  await page.getByLabel("Email").fill("new.customer@example.org");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("abc");
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-band", "STRENGTH_LOW");
  await password.fill("abc1");
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-band", "STRENGTH_LOW_MEDIUM");
  await password.fill("Abc123!xyz");
  await expect(page.getByTestId("password-strength")).toHaveAttribute("data-band", "STRENGTH_HIGH");
  await page.getByText("Show password advice").click();
  await expect(page.getByRole("listitem").filter({ hasText: "at least 8 characters" })).toHaveAttribute("data-met", "true");
  await page.getByLabel("Repeat password").fill("Abc123!xyz-different");
  await page.getByLabel("Repeat password").blur();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Register" })).toBeDisabled();
  await page.getByLabel("Repeat password").fill("Abc123!xyz");
  await page.getByLabel("Security question").selectOption({ label: "What did you call the first pet you ever looked after?" });
  await expect(page.getByText("This question cannot be changed later.")).toBeVisible();
  await page.getByLabel("Answer").fill("Captain Crumble");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/register-filled.png", fullPage: true });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("snackbar")).toContainText("Your account is ready");
  await logIn(page, "new.customer@example.org", "Abc123!xyz");
  await expect(page).toHaveURL(/\/search$/);
});

test("registering with a taken email shows the server's error, capitalised", async ({ page }) => {
  await visit(page, "/register");
  await page.getByLabel("Email").fill(persona("jim").email);
  await page.getByLabel("Password", { exact: true }).fill("whatever1");
  await page.getByLabel("Repeat password").fill("whatever1");
  await page.getByLabel("Security question").selectOption({ index: 1 });
  await page.getByLabel("Answer").fill("x");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email must be unique.");
});

test("forgot password: the question appears after typing stops; a wrong answer clears, a right one resets", async ({ page }) => {
  const bjoern = persona("bjoern");
  await visit(page, "/forgot-password");
  const answer = page.getByLabel("Answer");
  await expect(answer).toBeDisabled();
  await page.getByLabel("Email").fill(bjoern.email);
  await expect(page.getByTestId("security-question")).toContainText("postal code", { timeout: 3000 });
  await expect(answer).toBeEnabled();
  await answer.fill("00000");
  await page.getByLabel("New password").fill("fresh-start");
  await page.getByLabel("Repeat password").fill("fresh-start");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong answer to security question.");
  await expect(answer).toHaveValue("");
  await expect(page.getByLabel("New password")).toHaveValue("");
  await answer.fill(bjoern.securityAnswer);
  await page.getByLabel("New password").fill("fresh-start");
  await page.getByLabel("Repeat password").fill("fresh-start");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByTestId("forgot-password-done")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expectAccessible(page);
  await page.getByLabel("Email").fill("");
  await expect(answer).toBeDisabled();
});

test("two-factor authentication: set up with the QR's secret, log in with a code, remove it", async ({ page }) => {
  const emma = persona("emma");
  await logIn(page, emma.email, emma.password);
  await expect(page).toHaveURL(/\/search$/);
  await visit(page, "/privacy-security/two-factor-authentication");
  await expect(page.getByTestId("two-factor-qr").locator("svg")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/two-factor-setup.png", fullPage: true });
  const secret = (await page.getByTestId("two-factor-secret").textContent())!;
  await page.getByLabel("Current password").fill(emma.password);
  await page.getByLabel("First code from your app").fill(totp(secret));
  await page.getByRole("button", { name: "Set up" }).click();
  await expect(page.getByTestId("two-factor-is-set-up")).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await logIn(page, emma.email, emma.password);
  await expect(page).toHaveURL(/\/2fa\/enter$/);
  await expectAccessible(page);
  await page.getByLabel("Code from your authenticator app").fill("000000");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("not the right code");
  await page.getByLabel("Code from your authenticator app").fill(totp(secret));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/search$/);

  await visit(page, "/privacy-security/two-factor-authentication");
  await page.getByLabel("Current password").fill(emma.password);
  await page.getByRole("button", { name: "Remove two-factor authentication" }).click();
  await expect(page.getByTestId("two-factor-qr")).toBeVisible();
});

test("change password, and the last login IP recorded at logout", async ({ page }) => {
  const jim = persona("jim");
  await logIn(page, jim.email, jim.password);
  await visit(page, "/privacy-security/change-password");
  await page.getByLabel("Current password").fill(jim.password);
  await page.getByLabel("New password").fill("Quill-2026!");
  await page.getByLabel("Repeat password").fill("Quill-2026!");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByTestId("change-password-done")).toBeVisible();
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, jim.email, "Quill-2026!");
  await expect(page).toHaveURL(/\/search$/);
  await visit(page, "/privacy-security/last-login-ip");
  await expect(page.getByTestId("last-login-ip")).toHaveText(/^\d+\.\d+\.\d+\.\d+$/);
});

test("the account menu: email, submenus, and Accounting only for accounting staff", async ({ page }) => {
  const penny = persona("accountant");
  await logIn(page, penny.email, penny.password);
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByTestId("account-email")).toHaveText(penny.email);
  await expect(page.getByRole("menuitem", { name: "Accounting" })).toBeVisible();
  await page.keyboard.press("Escape");
  await highlightInAccountMenu(page, "Privacy & security", "Change password");
  await page.screenshot({ path: "test-results/screens/account-menu.png" });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/privacy-security\/change-password$/);
  await page.evaluate(() => localStorage.clear());
  await visit(page, "/privacy-security/change-password");
  await expect(page.getByTestId("forbidden")).toContainText("Please log in");
});

test("the administration page: 403 for customers, the users for an administrator", async ({ page, request }) => {
  const jim = persona("jim");
  await logIn(page, jim.email, jim.password);
  await visit(page, "/administration");
  await expect(page.getByTestId("forbidden")).toContainText("not allowed");
  expect(await isSolved(request, "adminSectionChallenge")).toBe(false);
  await page.evaluate(() => localStorage.clear());
  await logIn(page, "' OR 1=1--", "x");
  await visit(page, "/administration");
  await expect(page.getByTestId("users-table").getByRole("row")).toHaveCount(11);
  await expect.poll(() => isSolved(request, "adminSectionChallenge")).toBe(true);
  await page.getByRole("button", { name: "Show details of user 2" }).click();
  await expect(page.getByRole("dialog")).toContainText(jim.email);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Page 2 of")).toBeVisible();
});

test("the 403 page translates its error parameter", async ({ page }) => {
  await visit(page, "/403?error=UNAUTHORIZED_ACCESS_ERROR");
  await expect(page.getByTestId("forbidden")).toContainText("Please log in to see this page.");
});

test("third-party sign-in: the provider's token registers the user and logs them in", async ({ page }) => {
  await visit(page, "/login");
  await page.getByRole("link", { name: "Log in with PulpID" }).click();
  await expect(page).toHaveURL(/\/authorize\?client_id=squeeze-e2e&response_type=token&scope=email&redirect_uri=/);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/search$/);
  const email = await page.evaluate(() => JSON.parse(atob(localStorage.getItem("token")!.split(".")[1]!)).data.email);
  expect(email).toBe("trainee@pulpmail.example");
});

test("the profile page, rendered by the server", async ({ page }) => {
  const emma = persona("emma");
  await logIn(page, emma.email, emma.password);
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByTestId("account-email").click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel("Username").fill("Ellie M.");
  await page.getByRole("button", { name: "Set username" }).click();
  await expect(page.locator("#username")).toHaveText("Ellie M.");
  await expectAccessible(page);
});

test("on a phone the side menu carries the account entries", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, "/search");
  await page.getByRole("button", { name: "Open side menu" }).click();
  const account = page.getByTestId("side-menu-account");
  await expect(account.getByRole("link", { name: "Login" })).toBeVisible();
  await account.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const jim = persona("jim");
  await logIn(page, jim.email, jim.password);
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole("button", { name: "Open side menu" }).click();
  await expect(account.getByRole("link", { name: jim.email })).toBeVisible();
  await expect(account.getByRole("link", { name: "Two-factor authentication" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/side-menu-account-390.png" });
  await account.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
