import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { createLegacyTx } from "@ethereumjs/tx";
import { bytesToHex, createAddressFromPrivateKey, hexToBytes } from "@ethereumjs/util";
import { functionsOf, type Method } from "./chain-abi";
import { call } from "./instance";

/**
 * A student's tools for the instance's chain, as a script outside the shop would have them: JSON-RPC
 * over HTTP, transactions signed with @ethereumjs/tx (the library the chain itself runs), calldata
 * encoded from the ABIs the shop publishes.
 */

export const ether = 10n ** 18n;
type Hex = `0x${string}`;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
  }
}

/** Calls a JSON-RPC method; an error object becomes a thrown RpcError. */
export async function rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const response = await call("/rest/web3/rpc", { method: "POST", json: { jsonrpc: "2.0", id: 1, method, params } });
  if (response.status !== 200) throw new Error(`POST /rest/web3/rpc answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: string } };
  if (body.error) throw new RpcError(body.error.code, body.error.message, body.error.data);
  return body.result as T;
}

export interface ContractInfo {
  name: string;
  address: Hex;
  abi: unknown[];
  source: string;
}
export interface SampleInfo {
  name: string;
  abi: unknown[];
  bytecode: Hex;
  source: string;
}
export interface ChainInfo {
  chainId: number;
  contracts: ContractInfo[];
  samples: SampleInfo[];
}

export async function chainInfo(): Promise<ChainInfo> {
  const response = await call("/rest/web3/chain");
  if (response.status !== 200) throw new Error(`GET /rest/web3/chain answered ${response.status}`);
  return (await response.json()) as ChainInfo;
}

export { functionsOf };

export interface Receipt {
  transactionHash: Hex;
  status: "0x0" | "0x1";
  contractAddress: Hex | null;
  gasUsed: Hex;
  logs: { address: Hex; topics: Hex[]; data: Hex }[];
  revertReason: string | null;
}

/** A wallet: a private key of its own, funded from the shop's ether faucet. */
export class Wallet {
  readonly address: Hex;
  private readonly common;

  constructor(
    readonly key: Uint8Array,
    chainId = 1337,
  ) {
    this.address = createAddressFromPrivateKey(key).toString();
    this.common = createCustomCommon({ chainId }, Mainnet, { hardfork: Hardfork.Cancun });
  }

  static random(): Wallet {
    return new Wallet(crypto.getRandomValues(new Uint8Array(32)));
  }

  /** Asks the shop's faucet for ether (for gas, and for deposits). */
  async fund(): Promise<void> {
    const response = await call("/rest/web3/faucet", { method: "POST", json: { address: this.address } });
    if (response.status !== 200) throw new Error(`the faucet answered ${response.status}: ${await response.text()}`);
  }

  async balance(): Promise<bigint> {
    return BigInt(await rpc<Hex>("eth_getBalance", [this.address, "latest"]));
  }

  /** Signs a transaction (EIP-155, legacy), sends it raw and returns its receipt (the chain mines at once). */
  async send({ to, data = new Uint8Array(), value = 0n, gas }: { to?: string; data?: Uint8Array; value?: bigint; gas?: bigint }): Promise<Receipt> {
    const nonce = BigInt(await rpc<Hex>("eth_getTransactionCount", [this.address, "latest"]));
    const gasPrice = BigInt(await rpc<Hex>("eth_gasPrice"));
    const gasLimit =
      gas ??
      BigInt(await rpc<Hex>("eth_estimateGas", [{ from: this.address, to, data: bytesToHex(data), value: `0x${value.toString(16)}` }]));
    const tx = createLegacyTx({ nonce, gasPrice, gasLimit, to: to as Hex | undefined, value, data }, { common: this.common }).sign(this.key);
    const hash = await rpc<Hex>("eth_sendRawTransaction", [bytesToHex(tx.serialize())]);
    const receipt = await rpc<Receipt | null>("eth_getTransactionReceipt", [hash]);
    if (!receipt) throw new Error(`no receipt for ${hash}`);
    return receipt;
  }

  /** Deploys creation code (with its constructor's encoded arguments appended, if any). */
  async deploy(bytecode: Hex, constructorArguments: Uint8Array = new Uint8Array(), gas = 1_500_000n): Promise<Hex> {
    const code = new Uint8Array([...hexToBytes(bytecode), ...constructorArguments]);
    const receipt = await this.send({ data: code, gas });
    if (receipt.status !== "0x1" || !receipt.contractAddress) throw new Error(`deployment failed: ${receipt.revertReason}`);
    return receipt.contractAddress;
  }
}

/** A read-only call of a contract's function, decoded. */
export async function read<T = unknown>(to: string, method: Method, value?: unknown): Promise<T> {
  const result = await rpc<Hex>("eth_call", [{ to, data: bytesToHex(method.encodeInput(value)) }, "latest"]);
  return method.decodeOutput(hexToBytes(result)) as T;
}

/** The shop's contracts as the Web3 pages know them: address and functions by name. */
export async function shopContracts() {
  const info = await chainInfo();
  const byName = (name: string) => {
    const found = info.contracts.find((c) => c.name === name);
    if (!found) throw new Error(`the shop publishes no ${name}`);
    return { address: found.address, fn: functionsOf(found.abi), source: found.source };
  };
  const sample = (name: string) => {
    const found = info.samples.find((s) => s.name === name);
    if (!found) throw new Error(`the sandbox has no sample ${name}`);
    return { bytecode: found.bytecode, fn: functionsOf(found.abi) };
  };
  return { info, token: byName("PulpToken"), faucet: byName("PulpFaucet"), honeyPot: byName("HoneyPot"), vault: byName("SqueezeVault"), sample };
}
