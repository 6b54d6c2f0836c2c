import { bytesToHex, hexToBytes, setLengthLeft, utf8ToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import nftMint from "../../challenges/catalogue/nft-mint";
import web3Wallet from "../../challenges/catalogue/web3-wallet";
import { solveIf } from "../../challenges/engine";
import type { InstanceContext } from "../../instance/context";
import { shopContracts, type ChainLog } from "./engine";
import { logsMatching } from "./store";
import type { StateSnapshot } from "./state";

/**
 * What the shop watches on its chain after each mined block: the effects that prove an exploit,
 * read from the block's logs and the state before it, never from what a client claims.
 */

export const eventTopic = (signature: string) => bytesToHex(keccak_256(utf8ToBytes(signature)));
export const honeyPotMinted = eventTopic("HoneyPotMinted(address,uint256)");
const deposited = eventTopic("Deposited(address,uint256)");
const withdrawn = eventTopic("Withdrawn(address,uint256)");

const vault = shopContracts.SqueezeVault.toString();
const honeyPot = shopContracts.HoneyPot.toString();

/** An indexed address topic as an address. */
const topicAddress = (topic: string | undefined) => (topic ? `0x${topic.slice(-40)}` : "");

/**
 * The vault's record of an account's savings in a state: `balanceOf` is the contract's first
 * variable (storage slot 0), so an account's entry is at keccak256(account . 0).
 */
export function vaultBalanceIn(state: StateSnapshot, account: string): bigint {
  const slot = bytesToHex(keccak_256(new Uint8Array([...setLengthLeft(hexToBytes(account as `0x${string}`), 32), ...new Uint8Array(32)])));
  const value = state.storage[vault]?.[slot];
  return value ? BigInt(value) : 0n;
}

/**
 * Whether the vault paid an account more, within one transaction, than the account had saved
 * before it plus what it deposited in it. An honest withdrawal never can: only a withdrawal
 * reentered before the first one booked itself pays the same savings out twice.
 */
export function vaultOverpaid(before: StateSnapshot, logs: readonly ChainLog[]): boolean {
  const flows = new Map<string, { in: bigint; out: bigint }>();
  for (const log of logs) {
    if (log.address !== vault || (log.topics[0] !== deposited && log.topics[0] !== withdrawn)) continue;
    const account = topicAddress(log.topics[1]);
    const flow = flows.get(account) ?? { in: 0n, out: 0n };
    if (log.topics[0] === deposited) flow.in += BigInt(log.data);
    else flow.out += BigInt(log.data);
    flows.set(account, flow);
  }
  return [...flows].some(([account, flow]) => flow.out > vaultBalanceIn(before, account) + flow.in);
}

/** Whether a block minted a Honey Pot (the contract's own event, from the contract's own address). */
export const mintedHoneyPot = (logs: readonly ChainLog[]) => logs.some((log) => log.address === honeyPot && log.topics[0] === honeyPotMinted);

/** Judges a mined block. `before` is the state the block was mined on. */
export async function watchBlock(ctx: InstanceContext, before: StateSnapshot, logs: readonly ChainLog[]): Promise<void> {
  await solveIf(ctx, nftMint, () => mintedHoneyPot(logs));
  await solveIf(ctx, web3Wallet, () => vaultOverpaid(before, logs));
}

/**
 * POST /rest/web3/walletNFTVerify: whether a wallet has minted a Honey Pot on this chain (the
 * reference shop's way of asking; here the mined block has already told). Solves on the same
 * evidence, the contract's own event, for pages that ask after the fact.
 */
export async function verifyMint(ctx: InstanceContext, wallet: string): Promise<boolean> {
  const minter = `0x${wallet.slice(2).toLowerCase().padStart(64, "0")}`;
  const logs = await logsMatching(ctx.data, { fromBlock: 0, toBlock: Number.MAX_SAFE_INTEGER, addresses: [honeyPot], topics: [[honeyPotMinted], [minter]], limit: 1 });
  await solveIf(ctx, nftMint, () => mintedHoneyPot(logs));
  return logs.length > 0;
}
