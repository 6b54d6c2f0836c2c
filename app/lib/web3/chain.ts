import { Transaction } from "micro-eth-signer";
import { browserApi, errorText } from "../api";
import type { Wallet } from "./wallet";

/**
 * The browser's side of the instance's chain: what the shop publishes about it, JSON-RPC over
 * /rest/web3/rpc, and transactions signed in the page with the built-in wallet's key
 * (micro-eth-signer, on @noble/curves). Imported only by the Web3 pages' lazy parts.
 */

type Hex = `0x${string}`;

async function fetchChainInfo() {
  const response = await browserApi().rest.web3.chain.$get();
  if (!response.ok) throw new Error(await errorText(response));
  return response.json();
}
export type ChainInfo = Awaited<ReturnType<typeof fetchChainInfo>>;
export type ShopContract = ChainInfo["contracts"][number];
export type Abi = ShopContract["abi"];
export type AbiEntry = Abi[number];
export type AbiParameter = NonNullable<AbiEntry["inputs"]>[number];

let info: Promise<ChainInfo> | undefined;
/** What the shop publishes about its chain (the same for the whole visit). */
export function chainInfo(): Promise<ChainInfo> {
  info ??= fetchChainInfo().catch((error: unknown) => {
    info = undefined;
    throw error;
  });
  return info;
}

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
  }
}

let nextId = 1;
export async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await browserApi().rest.web3.rpc.$post({ json: { jsonrpc: "2.0", id: nextId++, method, params } });
  if (!response.ok) throw new Error(await errorText(response));
  const body = await response.json();
  if (Array.isArray(body)) throw new Error("The chain answered a batch to a single request.");
  if ("error" in body) throw new RpcFailure(body.error.code, body.error.message, body.error.data);
  // A result's shape is Ethereum's, per method (a quantity, a receipt…), not one of the shop's
  // routes: the caller names it.
  return body.result as T;
}

export interface Log {
  address: Hex;
  topics: Hex[];
  data: Hex;
}
export interface Receipt {
  transactionHash: Hex;
  blockNumber: Hex;
  status: "0x0" | "0x1";
  gasUsed: Hex;
  contractAddress: Hex | null;
  logs: Log[];
  revertReason: string | null;
}

export const toHex = (bytes: Uint8Array): Hex => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
export function fromHex(hex: string): Uint8Array {
  const clean = hex.startsWith("0x") ? hex.slice(2) : hex;
  if (!/^([0-9a-fA-F]{2})*$/.test(clean)) throw new Error("Not hexadecimal bytes (0x followed by pairs of digits).");
  return Uint8Array.from(clean.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}
const quantity = (n: bigint): Hex => `0x${n.toString(16)}`;

export async function balanceOf(address: string): Promise<bigint> {
  return BigInt(await rpc<Hex>("eth_getBalance", [address, "latest"]));
}

/** A read-only call; a revert throws an RpcFailure with the reason. */
export async function callContract(to: string, data: Uint8Array, from?: string): Promise<Uint8Array> {
  return fromHex(await rpc<Hex>("eth_call", [{ to, data: toHex(data), ...(from ? { from } : {}) }, "latest"]));
}

/**
 * Signs a transaction with the wallet's key (EIP-1559, this chain's id), sends it and answers its
 * receipt: the chain mines every transaction as it arrives. The gas limit is estimated unless given;
 * a call that would revert fails here already, with its reason.
 */
export async function sendTransaction(wallet: Wallet, { to, data = new Uint8Array(), value = 0n, gas }: { to?: string; data?: Uint8Array; value?: bigint; gas?: bigint }): Promise<Receipt> {
  const { chainId, gasPrice } = await chainInfo();
  const [nonce, gasLimit] = await Promise.all([
    rpc<Hex>("eth_getTransactionCount", [wallet.address, "latest"]).then(BigInt),
    gas ?? rpc<Hex>("eth_estimateGas", [{ from: wallet.address, ...(to ? { to } : {}), data: toHex(data), value: quantity(value) }]).then(BigInt),
  ]);
  const tx = Transaction.prepare({
    to: to ?? "0x",
    value,
    data: toHex(data),
    nonce,
    chainId: BigInt(chainId),
    maxFeePerGas: BigInt(gasPrice),
    maxPriorityFeePerGas: 0n,
    gasLimit,
  }).signBy(wallet.privateKey);
  const hash = await rpc<Hex>("eth_sendRawTransaction", [tx.toHex()]);
  const receipt = await rpc<Receipt | null>("eth_getTransactionReceipt", [hash]);
  if (!receipt) throw new Error(`The chain has no receipt for ${hash}.`);
  return receipt;
}

/** Asks the shop's faucet for 1 ether (it refuses a wallet that holds that much already). */
export async function fundFromFaucet(address: string): Promise<void> {
  const response = await browserApi().rest.web3.faucet.$post({ json: { address } });
  if (!response.ok) throw new Error(await errorText(response));
}

/** An amount in a token's smallest unit (wei for ether), as a decimal text with up to `shown` decimals. */
export function formatUnits(amount: bigint, decimals = 18, shown = 4): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const unit = 10n ** BigInt(decimals);
  const whole = abs / unit;
  const fraction = (abs % unit).toString().padStart(decimals, "0").slice(0, shown).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole.toLocaleString("en-US")}${fraction ? `.${fraction}` : ""}`;
}

/** A decimal text ("1.5") in a token's smallest unit; null when it is not such a number. */
export function parseUnits(text: string, decimals = 18): bigint | null {
  const match = /^\s*(\d{1,30})(?:\.(\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? "").slice(0, decimals).padEnd(decimals, "0");
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction || "0");
}

/** What went wrong, in words (JSON-RPC failures carry the chain's own). */
export const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
