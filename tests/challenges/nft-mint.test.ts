import { beforeEach, describe, expect, it } from "vitest";
import { ether, read, shopContracts, Wallet } from "../support/chain";
import { call, isSolved, resetInstance } from "../support/instance";

const verify = async (walletAddress: string) =>
  (await (await call("/rest/web3/walletNFTVerify", { method: "POST", json: { walletAddress } })).json()) as { success: boolean; message: string };

describe("nftMintChallenge: a Honey Pot paid with PULP the faucet should never have given", () => {
  beforeEach(resetInstance);

  it("one claim far above the faucet's 10 PULP pays for a jar, and the mint solves it", async () => {
    const { token, faucet, honeyPot } = await shopContracts();
    const student = Wallet.random();
    await student.fund();
    // The page stops at 10; the contract only checks what this wallet claimed before.
    const claim = await student.send({ to: faucet.address, data: faucet.fn.claim!.encodeInput(250n * ether) });
    expect(claim.status, claim.revertReason ?? "").toBe("0x1");
    expect(await read<bigint>(token.address, token.fn.balanceOf!, student.address)).toBe(250n * ether);
    await student.send({ to: token.address, data: token.fn.approve!.encodeInput({ spender: honeyPot.address, value: 100n * ether }) });
    expect(await isSolved("nftMintChallenge")).toBe(false);
    const mint = await student.send({ to: honeyPot.address, data: honeyPot.fn.mint!.encodeInput() });
    expect(mint.status, mint.revertReason ?? "").toBe("0x1");
    expect(await read<string>(honeyPot.address, honeyPot.fn.ownerOf!, 1n)).toBe(student.address);
    expect(await isSolved("nftMintChallenge")).toBe(true);
    expect(await verify(student.address)).toMatchObject({ success: true });
  });

  it("claiming the 10 PULP a wallet may have does not buy a jar, and does not solve it", async () => {
    const { token, faucet, honeyPot } = await shopContracts();
    const student = Wallet.random();
    await student.fund();
    expect((await student.send({ to: faucet.address, data: faucet.fn.claim!.encodeInput(4n * ether) })).status).toBe("0x1");
    expect((await student.send({ to: faucet.address, data: faucet.fn.claim!.encodeInput(6n * ether) })).status).toBe("0x1");
    const more = await student.send({ to: faucet.address, data: faucet.fn.claim!.encodeInput(1n), gas: 200_000n });
    expect(more.status).toBe("0x0");
    expect(more.revertReason).toMatch(/had its share/);
    // Loyalty points cannot be pooled from other wallets either.
    const friend = Wallet.random();
    await friend.fund();
    await friend.send({ to: faucet.address, data: faucet.fn.claim!.encodeInput(10n * ether) });
    const pooled = await friend.send({ to: token.address, data: token.fn.transfer!.encodeInput({ to: student.address, value: 10n * ether }), gas: 200_000n });
    expect(pooled.status).toBe("0x0");
    await student.send({ to: token.address, data: token.fn.approve!.encodeInput({ spender: honeyPot.address, value: 100n * ether }) });
    const mint = await student.send({ to: honeyPot.address, data: honeyPot.fn.mint!.encodeInput(), gas: 300_000n });
    expect(mint.status).toBe("0x0");
    expect(await read<bigint>(token.address, token.fn.balanceOf!, student.address)).toBe(10n * ether);
    expect(await verify(student.address)).toMatchObject({ success: false });
    expect(await isSolved("nftMintChallenge")).toBe(false);
  });
});
