import { beforeEach, describe, expect, it } from "vitest";
import { shopContracts, Wallet } from "../support/chain";
import { call, isSolved, resetInstance } from "../support/instance";

// The browser-level exploit (opening the unlisted route, whose page loads the spacer) is in tests/e2e/web3.spec.ts.
describe("web3SandboxChallenge: the hidden contract sandbox's spacer image", () => {
  beforeEach(resetInstance);

  it("loading the sandbox page's own spacer image solves it", async () => {
    const response = await call("/assets/public/images/padding/11px.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(await isSolved("web3SandboxChallenge")).toBe(true);
  });

  it("the shop's pages, the other Web3 pages and deploying a sample over JSON-RPC do not solve it", async () => {
    for (const path of ["/", "/bee-haven", "/wallet-web3", "/juicy-nft"]) expect((await call(path)).status).toBe(200);
    const { sample } = await shopContracts();
    const student = Wallet.random();
    await student.fund();
    await student.deploy(sample("Counter").bytecode);
    expect((await call("/assets/public/images/padding/12px.png")).status).toBe(404);
    expect(await isSolved("web3SandboxChallenge")).toBe(false);
  });
});
