import { createLegacyTx, createTxFromRLP } from "@ethereumjs/tx";
import { bytesToHex, createAddressFromString, hexToBytes, utf8ToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { z } from "zod";
import type { InstanceContext } from "../../instance/context";
import { ChainBusy, mine, openChain } from "./chain";
import { blockGasLimit, chainId, common, decodeTransaction, gasPrice, maxGasPerCall, maxTransactionBytes, RejectedTransaction, shopAddress, simulateCall, type ChainHead } from "./engine";
import type { RpcError, RpcRequest, RpcResponse } from "./rpc-schema";
import type { StateSnapshot } from "./state";
import { logsMatching, transactionByHash, transactionInBlock, type StoredLog, type StoredTransaction } from "./store";

/**
 * The chain's JSON-RPC: the small part of Ethereum's API that a wallet, a contract page and a
 * student's script need. State is only the latest (a chain that keeps no history of states);
 * anything else answers JSON-RPC errors, never HTTP ones.
 */

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
  }
}

const hex = (n: bigint | number) => `0x${n.toString(16)}`;
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, "a 0x quantity");
const bytes = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, "0x data of whole bytes")
  .max(2 + 2 * maxTransactionBytes);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "a 20-byte 0x address");
const hash32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, "a 32-byte 0x hash");
const blockTag = z.union([z.enum(["latest", "pending", "safe", "finalized", "earliest"]), quantity]);
const callObject = z.object({
  from: address.optional(),
  to: address.nullish(),
  data: bytes.optional(),
  input: bytes.optional(),
  value: quantity.optional(),
  gas: quantity.optional(),
});
type CallObject = z.infer<typeof callObject>;

function paramsOf<T extends z.ZodTuple>(schema: T, params: unknown[]): z.infer<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    throw new RpcFailure(-32602, `invalid params: ${parsed.error.issues.map((i) => `${i.path.join(".") || "params"}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}

/** The block a tag names, as a number; state queries take only the head (no older states are kept). */
function blockNumberOf(tag: string | undefined, head: ChainHead): number {
  if (tag === undefined || tag === "latest" || tag === "pending" || tag === "safe" || tag === "finalized") return head.number;
  if (tag === "earliest") return 0;
  return Number(BigInt(tag));
}
function requireHeadState(tag: string | undefined, head: ChainHead) {
  if (blockNumberOf(tag, head) !== head.number) throw new RpcFailure(-32000, "this chain keeps only its latest state: ask for \"latest\"");
}

const account = (state: StateSnapshot, who: string) => state.accounts[who.toLowerCase()];

/** A stand-in block hash: the chain builds no real block headers, so it derives one per block. */
const blockHash = (number: number, transactionHash: string | null) =>
  bytesToHex(keccak_256(utf8ToBytes(`Squeeze block ${number} ${transactionHash ?? "genesis"}`)));

function receiptOf(tx: StoredTransaction) {
  const hash = blockHash(tx.blockNumber, tx.hash);
  return {
    transactionHash: tx.hash,
    transactionIndex: "0x0",
    blockHash: hash,
    blockNumber: hex(tx.blockNumber),
    from: tx.from,
    to: tx.to,
    cumulativeGasUsed: tx.receipt.gasUsed,
    gasUsed: tx.receipt.gasUsed,
    effectiveGasPrice: tx.receipt.effectiveGasPrice,
    contractAddress: tx.receipt.contractAddress,
    logs: [] as ReturnType<typeof logOf>[],
    logsBloom: `0x${"00".repeat(256)}`,
    status: hex(tx.receipt.status),
    type: hex(tx.receipt.type),
    revertReason: tx.receipt.revertReason,
  };
}

function logOf(log: StoredLog) {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: hex(log.blockNumber),
    blockHash: blockHash(log.blockNumber, log.transactionHash),
    transactionHash: log.transactionHash,
    transactionIndex: "0x0",
    logIndex: hex(log.logIndex),
    removed: false,
  };
}

function transactionOf(tx: StoredTransaction) {
  const decoded = createTxFromRLP(hexToBytes(tx.raw as `0x${string}`), { common }).toJSON();
  return {
    ...decoded,
    hash: tx.hash,
    from: tx.from,
    to: tx.to,
    gas: decoded.gasLimit,
    input: decoded.data,
    blockNumber: hex(tx.blockNumber),
    blockHash: blockHash(tx.blockNumber, tx.hash),
    transactionIndex: "0x0",
  };
}

const toAddress = (value: string) => createAddressFromString(value.toLowerCase());

async function simulate(state: StateSnapshot, head: ChainHead, call: CallObject, gas: bigint) {
  const data = hexToBytes((call.input ?? call.data ?? "0x") as `0x${string}`);
  return simulateCall(state, head, {
    from: call.from ? toAddress(call.from) : undefined,
    to: call.to ? toAddress(call.to) : undefined,
    data,
    value: BigInt(call.value ?? "0x0"),
    gas,
  });
}

function reverted(error: string, returnValue: Uint8Array): never {
  throw new RpcFailure(3, `execution reverted: ${error}`, bytesToHex(returnValue));
}

type Method = (ctx: InstanceContext, params: unknown[]) => Promise<unknown>;

const methods: Record<string, Method> = {
  web3_clientVersion: async () => "Squeeze/instance-chain (@ethereumjs/vm)",
  net_version: async () => chainId.toString(),
  net_listening: async () => true,
  eth_chainId: async () => hex(chainId),
  eth_accounts: async () => [],
  eth_syncing: async () => false,
  eth_gasPrice: async () => hex(gasPrice),
  eth_maxPriorityFeePerGas: async () => "0x0",
  eth_blockNumber: async (ctx) => hex((await openChain(ctx.data)).head.number),

  eth_getBalance: async (ctx, params) => {
    const [who, tag] = paramsOf(z.tuple([address, blockTag.optional()]), params);
    const { head, state } = await openChain(ctx.data);
    requireHeadState(tag, head);
    return account(state, who)?.[1] ?? "0x0";
  },
  eth_getTransactionCount: async (ctx, params) => {
    const [who, tag] = paramsOf(z.tuple([address, blockTag.optional()]), params);
    const { head, state } = await openChain(ctx.data);
    requireHeadState(tag, head);
    return account(state, who)?.[0] ?? "0x0";
  },
  eth_getCode: async (ctx, params) => {
    const [who, tag] = paramsOf(z.tuple([address, blockTag.optional()]), params);
    const { head, state } = await openChain(ctx.data);
    requireHeadState(tag, head);
    return state.code[who.toLowerCase()] ?? "0x";
  },
  eth_getStorageAt: async (ctx, params) => {
    const [who, slot, tag] = paramsOf(z.tuple([address, quantity, blockTag.optional()]), params);
    const { head, state } = await openChain(ctx.data);
    requireHeadState(tag, head);
    const key = `0x${BigInt(slot).toString(16).padStart(64, "0")}`;
    const value = state.storage[who.toLowerCase()]?.[key];
    return `0x${(value ? BigInt(value) : 0n).toString(16).padStart(64, "0")}`;
  },

  eth_call: async (ctx, params) => {
    const [call, tag] = paramsOf(z.tuple([callObject, blockTag.optional()]), params);
    const { head, state } = await openChain(ctx.data);
    requireHeadState(tag, head);
    const gas = call.gas ? BigInt(call.gas) : maxGasPerCall;
    if (gas > maxGasPerCall) throw new RpcFailure(-32602, `gas above this chain's cap of ${maxGasPerCall}`);
    const outcome = await simulate(state, head, call, gas);
    if (outcome.error) reverted(outcome.error, outcome.returnValue);
    return bytesToHex(outcome.returnValue);
  },

  eth_estimateGas: async (ctx, params) => {
    const [call] = paramsOf(z.tuple([callObject, blockTag.optional()]), params);
    const { head, state } = await openChain(ctx.data);
    const data = hexToBytes((call.input ?? call.data ?? "0x") as `0x${string}`);
    const intrinsic = createLegacyTx({ to: call.to ? toAddress(call.to) : undefined, data, value: BigInt(call.value ?? "0x0"), gasLimit: maxGasPerCall }, { common }).getIntrinsicGas();
    if (intrinsic > maxGasPerCall) throw new RpcFailure(-32000, `intrinsic gas above this chain's cap of ${maxGasPerCall}`);
    const full = await simulate(state, head, call, maxGasPerCall - intrinsic);
    if (full.error) reverted(full.error, full.returnValue);
    if (full.gasUsed === 0n) return hex(intrinsic);
    // Nested calls keep back 1/64 of their gas at each level, so what a call used is less than it
    // needs to be given. Half again is plenty for any depth a 2M-gas call reaches; checked once.
    const padded = full.gasUsed + full.gasUsed / 2n;
    if (intrinsic + padded >= maxGasPerCall) return hex(maxGasPerCall);
    const check = await simulate(state, head, call, padded);
    return hex(check.error ? maxGasPerCall : intrinsic + padded);
  },

  eth_sendRawTransaction: async (ctx, params) => {
    const [raw] = paramsOf(z.tuple([bytes]), params);
    const tx = decodeTransaction(hexToBytes(raw as `0x${string}`));
    return mine(ctx, () => tx);
  },

  eth_getTransactionReceipt: async (ctx, params) => {
    const [hash] = paramsOf(z.tuple([hash32]), params);
    const tx = await transactionByHash(ctx.data, hash);
    if (!tx) return null;
    const receipt = receiptOf(tx);
    receipt.logs = (await logsMatching(ctx.data, { fromBlock: tx.blockNumber, toBlock: tx.blockNumber, addresses: [], topics: [], limit: 1000 })).map(logOf);
    return receipt;
  },

  eth_getTransactionByHash: async (ctx, params) => {
    const [hash] = paramsOf(z.tuple([hash32]), params);
    const tx = await transactionByHash(ctx.data, hash);
    return tx ? transactionOf(tx) : null;
  },

  eth_getBlockByNumber: async (ctx, params) => {
    const [tag, full] = paramsOf(z.tuple([blockTag, z.boolean().optional()]), params);
    const { head } = await openChain(ctx.data);
    const number = blockNumberOf(tag, head);
    if (number > head.number) return null;
    const tx = number > 0 ? await transactionInBlock(ctx.data, number) : null;
    return {
      number: hex(number),
      hash: blockHash(number, tx?.hash ?? null),
      parentHash: `0x${"00".repeat(32)}`,
      timestamp: hex(tx?.receipt.timestamp ?? (number === head.number ? head.timestamp : 0)),
      gasLimit: hex(blockGasLimit),
      gasUsed: tx?.receipt.gasUsed ?? "0x0",
      baseFeePerGas: hex(gasPrice),
      miner: shopAddress.toString(),
      difficulty: "0x0",
      extraData: "0x",
      logsBloom: `0x${"00".repeat(256)}`,
      transactions: tx ? [full ? transactionOf(tx) : tx.hash] : [],
      uncles: [],
    };
  },

  eth_getLogs: async (ctx, params) => {
    const topic = z.union([hash32, z.null(), z.array(hash32).max(8)]);
    const [filter] = paramsOf(
      z.tuple([
        z.object({
          fromBlock: blockTag.optional(),
          toBlock: blockTag.optional(),
          address: z.union([address, z.array(address).max(16)]).optional(),
          topics: z.array(topic).max(4).optional(),
          blockHash: hash32.optional(),
        }),
      ]),
      params,
    );
    if (filter.blockHash) throw new RpcFailure(-32602, "filter by block numbers, not block hashes");
    const { head } = await openChain(ctx.data);
    const limit = 1000;
    const logs = await logsMatching(ctx.data, {
      fromBlock: blockNumberOf(filter.fromBlock, head),
      toBlock: blockNumberOf(filter.toBlock, head),
      addresses: (filter.address === undefined ? [] : [filter.address].flat()).map((a) => a.toLowerCase()),
      topics: (filter.topics ?? []).map((t) => (t === null ? null : [t].flat().map((x) => x.toLowerCase()))),
      limit: limit + 1,
    });
    if (logs.length > limit) throw new RpcFailure(-32005, `the query matches more than ${limit} logs: narrow its block range`);
    return logs.map(logOf);
  },
};

/** Answers one JSON-RPC request; every failure becomes a JSON-RPC error object. */
export async function answer(ctx: InstanceContext, request: RpcRequest): Promise<RpcResponse> {
  const id = request.id ?? null;
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
  const failed = (error: RpcError): RpcResponse => ({ jsonrpc: "2.0", id, error });
  if (!method) return failed({ code: -32601, message: `the method ${request.method} does not exist on this chain` });
  try {
    return { jsonrpc: "2.0", id, result: await method(ctx, request.params ?? []) };
  } catch (error) {
    if (error instanceof RpcFailure) return failed({ code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) });
    if (error instanceof RejectedTransaction) return failed({ code: -32000, message: error.message });
    if (error instanceof ChainBusy) return failed({ code: -32000, message: error.message });
    throw error;
  }
}

/** Answers a request or a batch, in order (a batch's transactions are mined one after another). */
export async function answerAll(ctx: InstanceContext, body: RpcRequest | RpcRequest[]): Promise<RpcResponse | RpcResponse[]> {
  if (!Array.isArray(body)) return answer(ctx, body);
  const responses: RpcResponse[] = [];
  for (const request of body) responses.push(await answer(ctx, request));
  return responses;
}

