/// <reference path="./virtual-contracts.d.ts" />
import compiled from "virtual:squeeze-contracts";

/** A JSON ABI entry, as solc writes it. */
export interface AbiParameter {
  name: string;
  type: string;
  internalType?: string;
  indexed?: boolean;
  components?: AbiParameter[];
}
export interface AbiEntry {
  type: "function" | "constructor" | "event" | "error" | "receive" | "fallback";
  name?: string;
  inputs?: AbiParameter[];
  outputs?: AbiParameter[];
  stateMutability?: "pure" | "view" | "nonpayable" | "payable";
  anonymous?: boolean;
}

/** One contract of contracts/, compiled at build time (scripts/solidity.mjs). */
export interface CompiledContract {
  /** Where its source is, from the repository root. */
  path: string;
  /** A ready-made contract of the Web3 sandbox (contracts/samples/), not one of the shop's. */
  sample: boolean;
  abi: AbiEntry[];
  /** Creation code, 0x hex. */
  bytecode: `0x${string}`;
  deployedBytecode: `0x${string}`;
  /** The source as the shop publishes it (without the coding challenges' markers). */
  source: string;
}

export type ShopContractName = "PulpToken" | "PulpFaucet" | "HoneyPot" | "SqueezeVault";
export const shopContractNames: readonly ShopContractName[] = ["PulpToken", "PulpFaucet", "HoneyPot", "SqueezeVault"];

export function contract(name: string): CompiledContract {
  const found = compiled[name];
  if (!found) throw new Error(`no compiled contract ${name} (is it in contracts/?)`);
  return found;
}

/** The sandbox's ready-made contracts, by name. */
export const sampleContracts = (): [string, CompiledContract][] => Object.entries(compiled).filter(([, c]) => c.sample);
