import { dismissWelcome, expect, expectAccessible, isSolved, resetInstance, test, visit } from "./fixtures";
import type { Page } from "@playwright/test";

test.beforeEach(async ({ page, request }) => {
  await resetInstance(request);
  await dismissWelcome(page);
});

/** Funds the page's built-in wallet from the shop's faucet. */
async function fund(page: Page) {
  await page.getByTestId("web3-fund").click();
  await expect(page.getByTestId("web3-fund-outcome")).toContainText("1 ether");
  await expect(page.getByTestId("web3-balance")).toContainText("ETH");
}

/** Fills a sandbox function's form and submits it (Send, or Read); returns its form. */
async function useFunction(page: Page, name: string, fields: Record<string, string>, button = "Send") {
  const form = page.getByTestId(`sandbox-fn-${name}`);
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: button, exact: true }).click();
  return form;
}

test.describe("web3SandboxChallenge", () => {
  test("the unlisted contract sandbox solves it, and deploys and calls a ready-made contract", async ({ page, request }) => {
    await visit(page, "/web3-sandbox");
    await expect(page.getByRole("heading", { level: 1, name: "Contract sandbox" })).toBeVisible();
    await expect(page.getByTestId("challenge-solved")).toContainText("Web3 Sandbox");
    expect(await isSolved(request, "web3SandboxChallenge")).toBe(true);
    await fund(page);
    await page.getByTestId("sandbox-deploy-button").click();
    await expect(page.getByTestId("sandbox-deploy").getByTestId("web3-receipt")).toHaveAttribute("data-status", "success");
    await useFunction(page, "add", { "amount (uint256)": "41" });
    await expect(page.getByTestId("sandbox-fn-add").getByTestId("web3-receipt")).toContainText("Counted");
    await useFunction(page, "increment", {});
    await expect(page.getByTestId("sandbox-fn-increment").getByTestId("web3-receipt")).toHaveAttribute("data-status", "success");
    const count = await useFunction(page, "count", {}, "Read");
    await expect(count.getByTestId("sandbox-output")).toHaveText("42");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screens/web3-sandbox.png", fullPage: true });
  });

  test("the shop's other Web3 pages do not solve it", async ({ page, request }) => {
    await visit(page, "/bee-haven");
    await visit(page, "/wallet-web3");
    expect(await isSolved(request, "web3SandboxChallenge")).toBe(false);
  });
});

test.describe("nftMintChallenge", () => {
  test("the Bee Haven stops at 10 PULP, the faucet contract does not: a big claim from the sandbox pays for the mint", async ({ page, request }) => {
    await visit(page, "/bee-haven");
    await fund(page);
    await expect(page.getByTestId("pulp-balance")).toHaveText("0");
    await page.getByTestId("pulp-amount").fill("100");
    await expect(page.getByTestId("pulp-panel")).toContainText("may claim 10 PULP more");
    await expect(page.getByTestId("pulp-claim")).toBeDisabled();
    await expect(page.getByTestId("honey-mint")).toBeDisabled();
    // The sandbox calls the faucet's claim() with whatever amount it is given.
    await visit(page, "/web3-sandbox");
    await page.getByTestId("sandbox-use-PulpFaucet").click();
    await useFunction(page, "claim", { "amount (uint256)": "150 pulp" });
    await expect(page.getByTestId("sandbox-fn-claim").getByTestId("web3-receipt")).toHaveAttribute("data-status", "success");
    await visit(page, "/bee-haven");
    await expect(page.getByTestId("pulp-balance")).toHaveText("150");
    await page.getByTestId("honey-mint").click();
    await expect(page.getByTestId("honey-panel").getByTestId("web3-receipt")).toContainText("HoneyPotMinted");
    await expect(page.getByTestId("honey-panel")).toContainText("owns 1 Honey Pots");
    await expect.poll(() => isSolved(request, "nftMintChallenge")).toBe(true);
    await expectAccessible(page);
  });

  test("claiming the 10 PULP the page allows does not buy a jar", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/bee-haven");
    await fund(page);
    await page.getByTestId("pulp-claim").click();
    await expect(page.getByTestId("pulp-panel").getByTestId("web3-receipt")).toHaveAttribute("data-status", "success");
    await expect(page.getByTestId("pulp-balance")).toHaveText("10");
    await expect(page.getByTestId("honey-mint")).toBeDisabled();
    expect(await isSolved(request, "nftMintChallenge")).toBe(false);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screens/bee-haven-390.png", fullPage: true });
  });
});

test.describe("web3WalletChallenge", () => {
  test("a Relay from the sandbox, hooked to withdraw again when paid, empties the vault", async ({ page, request }) => {
    const chain = (await (await request.get("/rest/web3/chain")).json()) as { contracts: { name: string; address: string }[] };
    const vault = chain.contracts.find((c) => c.name === "SqueezeVault")!.address;
    await visit(page, "/web3-sandbox");
    await fund(page);
    // Calldata for the vault, from the vault's own functions.
    await page.getByTestId("sandbox-use-SqueezeVault").click();
    await useFunction(page, "deposit", {}, "Calldata");
    const deposit = (await page.getByTestId("sandbox-fn-deposit").getByTestId("sandbox-output").textContent())!;
    await useFunction(page, "withdraw", { "amount (uint256)": "0.5 ether" }, "Calldata");
    const withdraw = (await page.getByTestId("sandbox-fn-withdraw").getByTestId("sandbox-output").textContent())!;
    expect(withdraw).toMatch(/^0x2e1a7d4d/);
    // Deploy the Relay, save half an ether in the vault through it, arm its hook, withdraw.
    await page.getByTestId("sandbox-sample").selectOption("Relay");
    await page.getByTestId("sandbox-deploy-button").click();
    await expect(page.getByTestId("sandbox-deploy").getByTestId("web3-receipt")).toHaveAttribute("data-status", "success");
    await expect(page.getByTestId("sandbox-contract").getByRole("heading", { name: "Relay" })).toBeVisible();
    await useFunction(page, "relay", { "target (address)": vault, "data (bytes)": deposit, "value (uint256)": "0.5 ether", "Ether to send along": "0.5" });
    await expect(page.getByTestId("sandbox-fn-relay").getByTestId("web3-receipt")).toContainText("Deposited");
    await useFunction(page, "setHook", { "target (address)": vault, "data (bytes)": withdraw, "runs (uint256)": "30" });
    await expect(page.getByTestId("sandbox-fn-setHook").getByTestId("web3-receipt")).toHaveAttribute("data-status", "success");
    expect(await isSolved(request, "web3WalletChallenge")).toBe(false);
    await useFunction(page, "relay", { "target (address)": vault, "data (bytes)": withdraw, "value (uint256)": "0", "Ether to send along": "" });
    await expect(page.getByTestId("sandbox-fn-relay").getByTestId("web3-receipt")).toContainText("Withdrawn");
    // Beside the sandbox's own notification.
    await expect(page.getByTestId("challenge-solved").filter({ hasText: "Wallet Depletion" })).toBeVisible();
    expect(await isSolved(request, "web3WalletChallenge")).toBe(true);
    await visit(page, "/wallet-web3");
    await expect(page.getByTestId("vault-total")).toHaveText("0");
  });

  test("depositing and withdrawing on the wallet page does not solve it", async ({ page, request }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await visit(page, "/wallet-web3");
    await fund(page);
    await expect(page.getByTestId("vault-total")).toHaveText("10");
    await page.getByTestId("vault-deposit").click();
    await expect(page.getByTestId("vault-mine")).toHaveText("0.5");
    await page.getByTestId("vault-withdraw-amount").fill("0.6");
    await expect(page.getByTestId("vault-withdraw")).toBeDisabled();
    await page.getByTestId("vault-withdraw-amount").fill("0.5");
    await page.getByTestId("vault-withdraw").click();
    await expect(page.getByTestId("vault-panel").getByTestId("web3-receipt")).toContainText("Withdrawn");
    await expect(page.getByTestId("vault-mine")).toHaveText("0");
    expect(await isSolved(request, "web3WalletChallenge")).toBe(false);
    await expectAccessible(page);
    // The wallet's key can be shown for scripts of one's own, and survives a reload (local storage).
    const address = await page.getByTestId("web3-address").textContent();
    await page.getByText("Private key and other keys").click();
    await page.getByRole("button", { name: "Show the private key" }).click();
    await expect(page.getByTestId("web3-private-key")).toHaveText(/^0x[0-9a-f]{64}$/);
    await page.reload();
    await expect(page.getByTestId("web3-address")).toHaveText(address!);
  });
});
