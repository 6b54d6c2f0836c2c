import { createLegacyTx } from "@ethereumjs/tx";
import { createAddressFromPrivateKey, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { contract } from "../../worker/lib/chain/contracts";
import {
  common,
  decodeTransaction,
  executeTransaction,
  gasPrice,
  genesisState,
  maxGasPerCall,
  RejectedTransaction,
  shopContracts,
  simulateCall,
} from "../../worker/lib/chain/engine";
import { JournaledState, type StateSnapshot } from "../../worker/lib/chain/state";
import { mintedHoneyPot, vaultBalanceIn, vaultOverpaid } from "../../worker/lib/chain/watch";
import { functionsOf } from "../support/chain-abi";

const ether = 10n ** 18n;
const studentKey = hexToBytes(`0x${"42".repeat(32)}`);
const student = createAddressFromPrivateKey(studentKey).toString();
const fn = (name: string) => functionsOf(contract(name).abi);

/** A chain in memory: genesis, a funded student, and transactions mined one per block. */
async function memoryChain() {
  let state: StateSnapshot = await genesisState(1_800_000_000);
  state.accounts[student] = ["0x0", `0x${(5n * ether).toString(16)}`];
  let nonce = 0n;
  let number = 0;
  return {
    get state() {
      return state;
    },
    async send(to: string | undefined, data: Uint8Array, value = 0n, gasLimit = 1_000_000n) {
      const tx = createLegacyTx({ nonce: nonce++, gasPrice, gasLimit, to: to as `0x${string}` | undefined, value, data }, { common }).sign(studentKey);
      const before = state;
      const started = performance.now();
      const executed = await executeTransaction(state, { number: ++number, timestamp: 1_800_000_000 + number }, decodeTransaction(tx.serialize()));
      state = executed.state;
      return { ...executed, before, ms: performance.now() - started };
    },
    async view(to: string, data: Uint8Array) {
      return (await simulateCall(state, { number, timestamp: 1_800_000_000 }, { to: createAddressFromString(to), data, value: 0n, gas: maxGasPerCall })).returnValue;
    },
  };
}

describe("the instance's chain engine (worker/lib/chain/)", () => {
  it("builds a genesis with the shop's contracts where the engine expects them, the vault holding 10 ether of savings", async () => {
    const state = await genesisState(1_800_000_000);
    for (const address of Object.values(shopContracts)) expect(state.code[address.toString()]).toMatch(/^0x[0-9a-f]+$/);
    expect(BigInt(state.accounts[shopContracts.SqueezeVault.toString()]![1])).toBe(10n * ether);
    expect(JSON.stringify(state).length).toBeLessThan(20_000);
  });

  it("reads the vault's books from storage as the contract keeps them, and sees a reentrant drain but not an honest withdrawal", async () => {
    const chain = await memoryChain();
    const vault = shopContracts.SqueezeVault.toString();
    const deposit = await chain.send(vault, fn("SqueezeVault").deposit!.encodeInput(), ether);
    expect(vaultBalanceIn(chain.state, student)).toBe(ether);
    expect(vaultOverpaid(deposit.before, deposit.logs)).toBe(false);
    const honest = await chain.send(vault, fn("SqueezeVault").withdraw!.encodeInput(ether / 2n));
    expect(honest.status).toBe(1);
    expect(vaultOverpaid(honest.before, honest.logs)).toBe(false);

    const relay = fn("Relay");
    const relayAddress = (await chain.send(undefined, hexToBytes(contract("Relay").bytecode), 0n, maxGasPerCall)).contractAddress!;
    await chain.send(relayAddress, relay.relay!.encodeInput({ target: vault, data: fn("SqueezeVault").deposit!.encodeInput(), value: ether }), ether);
    await chain.send(relayAddress, relay.setHook!.encodeInput({ target: vault, data: fn("SqueezeVault").withdraw!.encodeInput(ether), runs: 3n }));
    const attack = await chain.send(relayAddress, relay.relay!.encodeInput({ target: vault, data: fn("SqueezeVault").withdraw!.encodeInput(ether), value: 0n }));
    expect(attack.status, attack.error ?? "").toBe(1);
    expect(vaultOverpaid(attack.before, attack.logs)).toBe(true);
    expect(attack.ms).toBeLessThan(500);
  });

  it("sees a Honey Pot's mint in a block's logs", async () => {
    const chain = await memoryChain();
    await chain.send(shopContracts.PulpFaucet.toString(), fn("PulpFaucet").claim!.encodeInput(100n * ether));
    await chain.send(shopContracts.PulpToken.toString(), fn("PulpToken").approve!.encodeInput({ spender: shopContracts.HoneyPot.toString(), value: 100n * ether }));
    const mint = await chain.send(shopContracts.HoneyPot.toString(), fn("HoneyPot").mint!.encodeInput());
    expect(mint.status, mint.error ?? "").toBe(1);
    expect(mintedHoneyPot(mint.logs)).toBe(true);
    expect(fn("HoneyPot").totalSupply!.decodeOutput(await chain.view(shopContracts.HoneyPot.toString(), fn("HoneyPot").totalSupply!.encodeInput()))).toBe(1n);
  });

  it("stops an endless loop at the gas cap in bounded time, and does nothing for the precompiles it leaves out", async () => {
    const chain = await memoryChain();
    // Creation code whose runtime is JUMPDEST PUSH1 0 JUMP: a loop that only running out of gas ends.
    const loop = (await chain.send(undefined, hexToBytes("0x6005600c60003960056000f35b600056"))).contractAddress!;
    const spin = await chain.send(loop, new Uint8Array(), 0n, maxGasPerCall);
    expect(spin.status).toBe(0);
    expect(spin.error).toBe("out of gas");
    expect(spin.ms).toBeLessThan(2_000);
    // BLAKE2's compression (0x09) prices a round at one gas: called with a vast round count, it is no code at all here.
    const input = new Uint8Array(213);
    input.set([0x00, 0x2c, 0x40, 0x00], 0);
    const blake = await simulateCall(chain.state, { number: 9, timestamp: 1 }, { to: createAddressFromString(`0x${"0".repeat(39)}9`), data: input, value: 0n, gas: maxGasPerCall });
    expect(blake.error).toBeNull();
    expect(blake.returnValue).toHaveLength(0);
  });

  it("refuses what a node would not mine: wrong chain, no replay protection, gas above the cap", () => {
    const other = createLegacyTx({ nonce: 0n, gasPrice, gasLimit: 21_000n, to: student, value: 1n }).sign(studentKey);
    expect(() => decodeTransaction(other.serialize())).toThrow(RejectedTransaction);
    const greedy = createLegacyTx({ nonce: 0n, gasPrice, gasLimit: maxGasPerCall + 1n, to: student }, { common }).sign(studentKey);
    expect(() => decodeTransaction(greedy.serialize())).toThrow(/cap/);
    expect(() => decodeTransaction(new Uint8Array([1, 2, 3]))).toThrow(RejectedTransaction);
  });

  it("undoes exactly what a reverted call frame changed (the journal behind checkpoints)", async () => {
    const state = JournaledState.fromSnapshot({ accounts: {}, code: {}, storage: {} });
    const a = createAddressFromString(`0x${"aa".repeat(20)}`);
    await state.checkpoint();
    await state.modifyAccountFields(a, { balance: 5n });
    await state.putStorage(a, new Uint8Array(32), new Uint8Array([7]));
    await state.checkpoint();
    await state.modifyAccountFields(a, { balance: 9n });
    await state.putStorage(a, new Uint8Array(32), new Uint8Array([0]));
    await state.revert();
    expect((await state.getAccount(a))?.balance).toBe(5n);
    expect(await state.getStorage(a, new Uint8Array(32))).toEqual(new Uint8Array([7]));
    await state.commit();
    expect(state.snapshot()).toEqual({ accounts: { [a.toString()]: ["0x0", "0x5"] }, code: {}, storage: { [a.toString()]: { [`0x${"00".repeat(32)}`]: "0x07" } } });
  });
});
