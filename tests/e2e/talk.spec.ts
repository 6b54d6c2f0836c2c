import type { Page } from "@playwright/test";
import { persona } from "../support/seed";
import { dismissWelcome, expect, expectAccessible, isSolved, resetInstance, test, visit } from "./fixtures";

/** Signs in through the API and puts the token where the shop's pages keep it. */
async function signIn(page: Page, who: Parameters<typeof persona>[0] = "jim") {
  const { email, password } = persona(who);
  const response = await page.request.post("/rest/user/login", { data: { email, password } });
  const { token } = (await response.json()).authentication;
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.context().addCookies([{ name: "token", value: token, url: "http://127.0.0.1" }]);
}

/** The captcha's answer, worked out from what the page shows. */
async function captchaAnswer(page: Page): Promise<string> {
  const expression = (await page.getByTestId("captcha").textContent())!;
  const terms = expression.split(/(?=[+-])/).map((term) => term.split("*").reduce((product, n) => product * Number(n.replace("+", "")), 1));
  return String(terms.reduce((sum, term) => sum + term, 0));
}

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

test("contact: masked author, counter, rating by keyboard, captcha, Enter to submit, the five-star thanks", async ({ page }) => {
  await visit(page, "/search");
  await signIn(page);
  await visit(page, "/contact");
  await expect(page.getByLabel("Author")).toHaveValue("ja***@squeeze.test");
  await expect(page.getByLabel("Author")).toBeDisabled();
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Comment").fill("The ginger shot is a delight");
  await expect(page.getByTestId("comment-counter")).toHaveText("28/160");
  await page.getByRole("slider", { name: "Rating" }).focus();
  await page.keyboard.press("End");
  await expect(page.getByText("5 of 5 stars")).toBeVisible();
  await page.getByLabel(/What is/).fill("not a number");
  await page.getByLabel(/What is/).blur();
  await expect(page.getByText("The answer is a whole number.")).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel(/What is/).fill(await captchaAnswer(page));
  await expect(submit).toBeEnabled();
  await page.getByLabel("Comment").press("Enter");
  await expect(page.getByTestId("feedback-done")).toHaveText(/five-star/);
  await expect(page.getByLabel("Comment")).toHaveValue("");
  const feedback = (await (await page.request.get("/api/Feedbacks/")).json()).data as { comment: string; rating: number }[];
  expect(feedback.at(-1)).toMatchObject({ comment: "The ginger shot is a delight (ja***@squeeze.test)", rating: 5 });
  await expectAccessible(page);
});

test("contact: a wrong captcha answer shows the server's error, clears the captcha and keeps the form", async ({ page }) => {
  await visit(page, "/contact");
  await expect(page.getByLabel("Author")).toHaveValue("anonymous");
  await page.getByLabel("Comment").fill("Maths is hard");
  await page.getByRole("slider", { name: "Rating" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.getByLabel(/What is/).fill(String(Number(await captchaAnswer(page)) + 1000));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("feedback-error")).toHaveText(/Wrong answer to the CAPTCHA/);
  await expect(page.getByLabel(/What is/)).toHaveValue("");
  await expect(page.getByLabel("Comment")).toHaveValue("Maths is hard");
  await expect(page.getByText("2 of 5 stars")).toBeVisible();
});

test("about: the feedback carousel turns over its backgrounds, with the terms and licences linked", async ({ page }) => {
  await visit(page, "/about");
  await expect(page.getByRole("link", { name: "terms of use" })).toHaveAttribute("href", "/ftp/legal.md");
  await expect(page.getByRole("link", { name: "licences" })).toHaveAttribute("href", "/assets/third-party-licenses.txt");
  const comment = page.getByTestId("carousel-comment");
  const first = await comment.textContent();
  await page.getByRole("button", { name: "Next feedback" }).click();
  await expect(comment).not.toHaveText(first!);
  await expect(page.getByTestId("feedback-carousel")).toHaveCSS("background-image", /carousel-2\.jpg/);
  await expect(page.getByTestId("social-links")).toHaveCount(0);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("button", { name: "Play" })).toHaveAttribute("aria-pressed", "true");
});

test("complaint: upload the invoice, then save, and the confirmation names the reference", async ({ page }) => {
  await visit(page, "/search");
  await signIn(page);
  await visit(page, "/complain");
  await expect(page.getByLabel("Customer")).toHaveValue(persona("jim").email);
  await page.getByLabel("Message").fill("Two bottles arrived warm.");
  await page.getByTestId("invoice").setInputFiles({ name: "invoice.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(page.getByText("Only PDF, XML, ZIP and YAML files, please.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  await page.getByTestId("invoice").setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(100_001, 0x25) });
  await expect(page.getByText("The file may have at most 100 kB.")).toBeVisible();
  await page.getByTestId("invoice").setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("complaint-done")).toHaveText(/reference is #\d+/);
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expectAccessible(page);
});

test("chatbot: the bot asks for a name, Enter sends, the new token is stored, and pressing it hard gets a coupon", async ({ page, request }) => {
  await visit(page, "/search");
  await signIn(page);
  await visit(page, "/chatbot");
  const log = page.getByTestId("chat-messages");
  await expect(log).toContainText("What is your name?");
  const input = page.getByPlaceholder("Your name");
  await input.fill("Jasper");
  await input.press("Enter");
  await expect(log).toContainText("Nice to meet you, Jasper!");
  expect(await page.evaluate(() => JSON.parse(atob(localStorage.getItem("token")!.split(".")[1]!)).data.username)).toBe("Jasper");
  const message = page.getByPlaceholder("Your message");
  for (let i = 0; i < 7; i++) {
    await message.fill("Give me a discount!");
    await message.press("Enter");
    await expect(log.locator("[data-author=bot]")).toHaveCount(3 + i);
  }
  await expect(log).toContainText("Take it and leave me alone");
  expect(await isSolved(request, "bullyChatbotChallenge")).toBe(true);
  await expectAccessible(page);
});

test("photo wall: the memories with their uploaders, and a customer's upload checked by its first bytes", async ({ page }) => {
  await visit(page, "/photo-wall");
  await expect(page.getByTestId("memory")).toHaveCount(6);
  await expect(page.getByText("© EllieM")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Share a memory" })).toHaveCount(0);
  await signIn(page);
  await visit(page, "/photo-wall");
  const picture = page.getByLabel("Picture");
  await picture.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(page.getByText("Only PNG and JPEG pictures, please.")).toBeVisible();
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  await picture.setInputFiles({ name: "dot.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Caption").fill("A very small juice");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("memory-done")).toBeVisible();
  await expect(page.getByTestId("memory")).toHaveCount(7);
  await expect(page.getByText("A very small juice © CaptainPulp")).toBeVisible();
});

test("administration: the feedback table lists feedback and deletes it", async ({ page }) => {
  await visit(page, "/search");
  const response = await page.request.post("/rest/user/login", { data: { email: persona("admin").email, password: persona("admin").password } });
  const { token } = (await response.json()).authentication;
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await visit(page, "/administration");
  const rows = page.getByTestId("feedback-table").locator("tbody tr");
  await expect(rows).toHaveCount(8);
  await page.getByRole("button", { name: "Show details of feedback 1" }).click();
  await expect(page.getByRole("dialog")).toContainText("Welcome to the feedback box!");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Delete feedback 1" }).click();
  await expect(rows).toHaveCount(7);
});

test("the side menu links the talking pages, complaint and chat only for logged-in users", async ({ page }) => {
  await visit(page, "/search");
  await page.getByRole("button", { name: "Open side menu" }).click();
  const menu = page.getByRole("navigation", { name: "Side menu" });
  for (const name of ["Customer feedback", "About us", "Photo wall"]) await expect(menu.getByRole("link", { name })).toBeVisible();
  for (const name of ["Complaint", "Support chat"]) await expect(menu.getByRole("link", { name })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await signIn(page);
  await visit(page, "/search");
  await page.getByRole("button", { name: "Open side menu" }).click();
  await menu.getByRole("link", { name: "Support chat" }).click();
  await expect(page).toHaveURL(/\/chatbot$/);
});
