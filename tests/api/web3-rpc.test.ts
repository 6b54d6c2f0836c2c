import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { createLegacyTx } from "@ethereumjs/tx";
import { bytesToHex } from "@ethereumjs/util";
import { beforeEach, describe, expect, it } from "vitest";
import { ether, read, rpc, RpcError, shopContracts, Wallet } from "../support/chain";
import { call, resetInstance } from "../support/instance";

const post = (json: unknown) => call("/rest/web3/rpc", { method: "POST", json });
const rpcFails = async (method: string, params: unknown[]) => {
  try {
    await rpc(method, params);
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error(`${method} did not fail`);
};

describe("the instance's chain over JSON-RPC (POST /rest/web3/rpc)", () => {
  beforeEach(resetInstance);

  it("answers the basics of a local development chain, its shop contracts already deployed", async () => {
    expect(await rpc("eth_chainId")).toBe("0x539");
    expect(await rpc("net_version")).toBe("1337");
    expect(await rpc("eth_blockNumber")).toBe("0x0");
    expect(await rpc("eth_gasPrice")).toBe("0x3b9aca00");
    const { token, faucet, vault } = await shopContracts();
    expect(await rpc<string>("eth_getCode", [token.address, "latest"])).toMatch(/^0x[0-9a-f]{100,}$/);
    expect(await read(token.address, token.fn.symbol!)).toBe("PULP");
    expect(await read(faucet.address, faucet.fn.remaining!, `0x${"12".repeat(20)}`)).toBe(10n * ether);
    expect(BigInt(await rpc<string>("eth_getBalance", [vault.address, "latest"]))).toBe(10n * ether);
    // The vault's first variable (balanceOf) is a mapping: its own slot 0 holds nothing.
    expect(await rpc("eth_getStorageAt", [vault.address, "0x0", "latest"])).toBe(`0x${"0".repeat(64)}`);
    expect(token.source).toContain("contract PulpToken");
    expect(faucet.source).not.toContain("vuln-code-snippet");
    expect(faucet.source).not.toContain("Vulnerable on purpose");
  });

  it("mines each signed transaction in a block of its own, with receipts, logs and the transaction itself", async () => {
    const { faucet } = await shopContracts();
    const student = Wallet.random();
    expect(await rpc("eth_estimateGas", [{ from: student.address, to: `0x${"ab".repeat(20)}`, value: "0x1" }])).toBe("0x5208");
    await student.fund();
    expect(await student.balance()).toBe(ether);
    expect(await rpc("eth_blockNumber")).toBe("0x1");
    const receipt = await student.send({ to: faucet.address, data: faucet.fn.claim!.encodeInput(ether) });
    expect(receipt).toMatchObject({ status: "0x1", contractAddress: null });
    expect(receipt.logs.map((l) => l.address)).toContain(faucet.address);
    expect(await rpc("eth_blockNumber")).toBe("0x2");
    const tx = await rpc<{ from: string; to: string; blockNumber: string; input: string }>("eth_getTransactionByHash", [receipt.transactionHash]);
    expect(tx).toMatchObject({ from: student.address, to: faucet.address, blockNumber: "0x2" });
    const logs = await rpc<unknown[]>("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest", address: faucet.address }]);
    expect(logs).toHaveLength(1);
    const block = await rpc<{ transactions: string[] }>("eth_getBlockByNumber", ["0x2", false]);
    expect(block.transactions).toEqual([receipt.transactionHash]);
    expect(await rpc("eth_getTransactionReceipt", [`0x${"00".repeat(32)}`])).toBeNull();
    expect(await rpc("eth_getTransactionCount", [student.address, "latest"])).toBe("0x1");
  });

  it("answers reverts with their reason, and refuses transactions a node would refuse", async () => {
    const { vault } = await shopContracts();
    const reverted = await rpcFails("eth_call", [{ to: vault.address, data: bytesToHex(vault.fn.withdraw!.encodeInput(1n)) }, "latest"]);
    expect(reverted.code).toBe(3);
    expect(reverted.message).toMatch(/more than you saved/);
    const student = Wallet.random();
    const sign = (chainId: number, gasLimit = 21_000n) =>
      bytesToHex(createLegacyTx({ nonce: 0n, gasPrice: 10n ** 9n, gasLimit, to: student.address, value: 1n }, { common: createCustomCommon({ chainId }, Mainnet, { hardfork: Hardfork.Cancun }) }).sign(student.key).serialize());
    // No ether yet, another chain, a gas limit above the cap, no signature at all.
    expect((await rpcFails("eth_sendRawTransaction", [sign(1337)])).message).toMatch(/balance|funds/i);
    expect((await rpcFails("eth_sendRawTransaction", [sign(1)])).message).toMatch(/chain id/);
    expect((await rpcFails("eth_sendRawTransaction", [sign(1337, 50_000_000n)])).message).toMatch(/cap/);
    expect((await rpcFails("eth_sendRawTransaction", ["0xdeadbeef"])).code).toBe(-32000);
    expect((await rpcFails("eth_getBalance", ["0x1234"])).code).toBe(-32602);
    expect((await rpcFails("eth_getBalance", [student.address, "0x5"])).message).toMatch(/latest state/);
    expect((await rpcFails("eth_mine", [])).code).toBe(-32601);
    expect(await rpc("eth_blockNumber")).toBe("0x0");
  });

  it("turns away what is not JSON-RPC with a 4xx JSON error, and answers batches in order", async () => {
    expect((await post({ jsonrpc: "1.0", method: "eth_chainId" })).status).toBe(400);
    expect((await post([])).status).toBe(400);
    expect((await call("/rest/web3/rpc", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await call("/rest/web3/rpc", { method: "POST", body: "x" })).status).toBe(415);
    const huge = await call("/rest/web3/rpc", { method: "POST", json: { jsonrpc: "2.0", method: "eth_sendRawTransaction", params: [`0x${"00".repeat(300_000)}`] } });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: expect.any(String) });
    const batch = await post([
      { jsonrpc: "2.0", id: "a", method: "eth_chainId" },
      { jsonrpc: "2.0", id: "b", method: "eth_nothing" },
    ]);
    expect(await batch.json()).toMatchObject([{ id: "a", result: "0x539" }, { id: "b", error: { code: -32601 } }]);
    expect((await call("/rest/web3/faucet", { method: "POST", json: { address: "nobody" } })).status).toBe(400);
  });

  it("keeps every block when transactions arrive at once", async () => {
    const wallets = [Wallet.random(), Wallet.random(), Wallet.random(), Wallet.random()];
    const answers = await Promise.all(wallets.map((w) => call("/rest/web3/faucet", { method: "POST", json: { address: w.address } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await rpc("eth_blockNumber")).toBe("0x4");
    for (const wallet of wallets) expect(await wallet.balance()).toBe(ether);
    const again = await call("/rest/web3/faucet", { method: "POST", json: { address: wallets[0]!.address } });
    expect(again.status).toBe(409);
  });

  it("starts a new chain when the shop is reset", async () => {
    const student = Wallet.random();
    await student.fund();
    expect(await rpc("eth_blockNumber")).toBe("0x1");
    await resetInstance();
    expect(await rpc("eth_blockNumber")).toBe("0x0");
    expect(await student.balance()).toBe(0n);
  });
});
