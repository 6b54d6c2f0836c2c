import { createBlock, type Block } from "@ethereumjs/block";
import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { createTxFromRLP, type TypedTransaction } from "@ethereumjs/tx";
import {
  Address,
  bigIntToBytes,
  bytesToHex,
  concatBytes,
  createAddressFromPrivateKey,
  createZeroAddress,
  generateAddress,
  hexToBytes,
  setLengthLeft,
  utf8ToBytes,
} from "@ethereumjs/util";
import { createVM, runTx, type VM } from "@ethereumjs/vm";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { contract, type ShopContractName } from "./contracts";
import { JournaledState, type StateSnapshot } from "./state";

/**
 * The instance's own Ethereum chain: @ethereumjs's EVM over a state kept in the instance's SQLite.
 * One transaction makes one block, mined at once (a chain of one node, like a developer's local
 * chain). Everything here is pure: it takes a state snapshot and gives the next one; store.ts
 * reads and writes them.
 */

/** EIP-155 chain id: the usual one of a local development chain, so that wallets and tools recognise it as such. */
export const chainId = 1337n;
/** Every block's base fee, and the gas price eth_gasPrice suggests: 1 gwei. */
export const gasPrice = 1_000_000_000n;
export const blockGasLimit = 30_000_000n;
/**
 * The most gas one transaction or call may use. It bounds the CPU time of a request: the worst
 * loop a contract can run on it (a call loop) takes about 150 ms here. Deploying the largest
 * sample takes about a quarter of it; the reentrancy attack on the vault about a tenth.
 */
export const maxGasPerCall = 2_000_000n;
/** The largest signed transaction accepted: room for creation code of up to 48 KiB (EIP-3860) and a little more. */
export const maxTransactionBytes = 64 * 1024;

const ether = 10n ** 18n;

export const common = createCustomCommon({ chainId: Number(chainId), name: "squeeze" }, Mainnet, { hardfork: Hardfork.Cancun });

/** A fixed key from a label: the chain's own accounts must be the same in every instance. */
const keyOf = (label: string) => keccak_256(utf8ToBytes(`Squeeze chain: ${label}`));

/**
 * The shop's account: it deployed the shop's contracts and pays out the ether faucet. Its key is
 * in the source code of an open-source shop, so nothing it can do must matter to a challenge:
 * the contracts keep no owner, and ether only pays for gas.
 */
export const shopKey = keyOf("shop");
export const shopAddress = createAddressFromPrivateKey(shopKey);
/** Customers whose savings are in the vault before anyone else arrives. */
const customers = [4n, 3n, 3n].map((savings, i) => ({ key: keyOf(`customer ${i + 1}`), savings: savings * ether }));

/** The shop's contracts are created by its first transactions: their addresses follow from its nonce. */
const deployedAt = (nonce: number) => new Address(generateAddress(shopAddress.bytes, bigIntToBytes(BigInt(nonce))));
const deploymentOrder: ShopContractName[] = ["PulpToken", "PulpFaucet", "HoneyPot", "SqueezeVault"];
export const shopContracts = Object.fromEntries(deploymentOrder.map((name, nonce) => [name, deployedAt(nonce)])) as Record<
  ShopContractName,
  Address
>;

/** The PULP the faucet starts with: plenty for every claim a class can make. */
const pulpSupply = 1_000_000n * ether;

const word = (value: bigint | Address) => setLengthLeft(typeof value === "bigint" ? bigIntToBytes(value) : value.bytes, 32);
const selector = (signature: string) => keccak_256(utf8ToBytes(signature)).subarray(0, 4);

export interface ChainHead {
  number: number;
  /** Seconds since the epoch. */
  timestamp: number;
}

function blockAt(head: ChainHead): Block {
  return createBlock(
    {
      header: {
        number: BigInt(head.number),
        timestamp: BigInt(head.timestamp),
        gasLimit: blockGasLimit,
        baseFeePerGas: gasPrice,
        coinbase: shopAddress,
      },
    },
    { common },
  );
}

/**
 * Precompiles whose gas prices CPU time for native clients, not for a JavaScript EVM: BLAKE2's
 * compression function costs one gas per round (a 3M-gas call spends most of a second here) and
 * pairings are similar; KZG needs a trusted setup we do not ship. Calling one of them does nothing,
 * as calling an empty account does. The shop's contracts use none.
 */
const withoutPrecompiles = ["0x08", "0x09", "0x0a"].map((n) => ({ address: `0x${n.slice(2).padStart(40, "0")}` as const }));

async function vmOver(state: JournaledState): Promise<VM> {
  return createVM({ common, stateManager: state, evmOpts: { customPrecompiles: withoutPrecompiles } });
}

/** The state of a new chain: the shop's contracts deployed, the vault holding customers' savings. */
export async function genesisState(timestamp: number): Promise<StateSnapshot> {
  const state = new JournaledState();
  const vm = await vmOver(state);
  await state.putAccount(shopAddress, undefined);
  await state.modifyAccountFields(shopAddress, { balance: 1_000_000n * ether });
  for (const customer of customers) {
    await state.modifyAccountFields(createAddressFromPrivateKey(customer.key), { balance: customer.savings + ether });
  }
  const block = blockAt({ number: 0, timestamp });
  const run = async (caller: Address, to: Address | undefined, data: Uint8Array, value = 0n) => {
    const result = await vm.evm.runCall({ caller, origin: caller, to, data, value, gasLimit: blockGasLimit, block });
    if (result.execResult.exceptionError) throw new Error(`genesis: ${result.execResult.exceptionError.error}`);
    return result;
  };
  const { PulpToken, PulpFaucet, HoneyPot, SqueezeVault } = shopContracts;
  const shops = [PulpFaucet, HoneyPot];
  // PulpToken(address faucet, uint256 supply, address[] shops)
  const tokenArguments = concatBytes(word(PulpFaucet), word(pulpSupply), word(96n), word(BigInt(shops.length)), ...shops.map(word));
  const deployments: [ShopContractName, Uint8Array][] = [
    ["PulpToken", tokenArguments],
    ["PulpFaucet", word(PulpToken)],
    ["HoneyPot", word(PulpToken)],
    ["SqueezeVault", new Uint8Array()],
  ];
  for (const [name, constructorArguments] of deployments) {
    const created = (await run(shopAddress, undefined, concatBytes(hexToBytes(contract(name).bytecode), constructorArguments))).createdAddress;
    if (!created?.equals(shopContracts[name])) throw new Error(`genesis: ${name} is not where it was expected`);
  }
  for (const customer of customers) {
    await run(createAddressFromPrivateKey(customer.key), SqueezeVault, selector("deposit()"), customer.savings);
  }
  return state.snapshot();
}

/** Why a transaction is not accepted at all (it is then not mined: no block, no receipt). */
export class RejectedTransaction extends Error {}

/** Decodes and checks a signed transaction, as a node does before it enters the pool. */
export function decodeTransaction(raw: Uint8Array): TypedTransaction {
  if (raw.length > maxTransactionBytes) throw new RejectedTransaction(`transaction larger than ${maxTransactionBytes} bytes`);
  let tx: TypedTransaction;
  try {
    tx = createTxFromRLP(raw, { common });
  } catch (error) {
    throw new RejectedTransaction(`not a signed transaction this chain reads: ${(error as Error).message.split("\n")[0]}`);
  }
  if (!tx.isSigned() || !tx.isValid()) throw new RejectedTransaction("invalid signature");
  // A legacy signature without a chain id (v of 27 or 28) would be valid on every chain: refused, as nodes do.
  if (tx.type === 0 && "v" in tx && (tx.v === 27n || tx.v === 28n)) throw new RejectedTransaction("unprotected transaction (sign it with EIP-155's chain id)");
  if (tx.common.chainId() !== chainId) throw new RejectedTransaction(`wrong chain id: this chain is ${chainId}`);
  if (tx.gasLimit > maxGasPerCall) throw new RejectedTransaction(`gas limit above this chain's cap of ${maxGasPerCall}`);
  if (tx.type === 3 || tx.type === 4) throw new RejectedTransaction("blob and authorization transactions are not supported");
  return tx;
}

export interface ChainLog {
  address: string;
  topics: string[];
  data: string;
}

export interface Executed {
  state: StateSnapshot;
  status: 0 | 1;
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  contractAddress: string | null;
  logs: ChainLog[];
  /** The revert reason or EVM error of a failed transaction. */
  error: string | null;
}

const logOf = ([address, topics, data]: [Uint8Array, Uint8Array[], Uint8Array]): ChainLog => ({
  address: bytesToHex(address),
  topics: topics.map((t) => bytesToHex(t)),
  data: bytesToHex(data),
});

/** Solidity's `Error(string)`, decoded when the return data is one. */
export function revertReason(returnValue: Uint8Array): string | null {
  if (returnValue.length < 68 || bytesToHex(returnValue.subarray(0, 4)) !== "0x08c379a0") return null;
  const length = Number(BigInt(bytesToHex(returnValue.subarray(36, 68))));
  return new TextDecoder().decode(returnValue.subarray(68, 68 + Math.min(length, 1024)));
}

/** Mines one transaction in a block of its own on top of `snapshot`. */
export async function executeTransaction(snapshot: StateSnapshot, head: ChainHead, tx: TypedTransaction): Promise<Executed> {
  const state = JournaledState.fromSnapshot(snapshot);
  const vm = await vmOver(state);
  let result;
  try {
    result = await runTx(vm, { tx, block: blockAt(head), skipHardForkValidation: true });
  } catch (error) {
    // Nonce, balance, fee and intrinsic gas problems: the transaction never happened.
    throw new RejectedTransaction((error as Error).message.split(" -> ")[0]!.split("\n")[0]!);
  }
  const failure = result.execResult.exceptionError;
  return {
    state: state.snapshot(),
    status: failure ? 0 : 1,
    gasUsed: result.totalGasSpent,
    effectiveGasPrice: result.amountSpent / (result.totalGasSpent || 1n),
    contractAddress: result.createdAddress && !failure ? result.createdAddress.toString() : null,
    logs: failure ? [] : (result.execResult.logs ?? []).map(logOf),
    error: failure ? (revertReason(result.execResult.returnValue) ?? failure.error) : null,
  };
}

export interface CallRequest {
  from?: Address;
  to?: Address;
  data: Uint8Array;
  value: bigint;
  gas: bigint;
}

export interface CallOutcome {
  returnValue: Uint8Array;
  /** Gas the call's execution used (without the transaction's intrinsic gas). */
  gasUsed: bigint;
  error: string | null;
}

/** Runs a call against the state without keeping anything (eth_call, eth_estimateGas). */
export async function simulateCall(snapshot: StateSnapshot, head: ChainHead, request: CallRequest): Promise<CallOutcome> {
  const state = JournaledState.fromSnapshot(snapshot);
  const vm = await vmOver(state);
  const caller = request.from ?? createZeroAddress();
  const result = await vm.evm.runCall({
    caller,
    origin: caller,
    to: request.to,
    data: request.data,
    value: request.value,
    gasLimit: request.gas,
    skipBalance: true,
    block: blockAt(head),
  });
  const failure = result.execResult.exceptionError;
  return {
    returnValue: result.execResult.returnValue,
    gasUsed: result.execResult.executionGasUsed,
    error: failure ? (revertReason(result.execResult.returnValue) ?? failure.error) : null,
  };
}
