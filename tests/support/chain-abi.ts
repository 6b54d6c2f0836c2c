import { createContract } from "micro-eth-signer/abi.js";

export type Method = { encodeInput(value?: unknown): Uint8Array; decodeOutput(bytes: Uint8Array): unknown };
/**
 * A contract's functions, from its JSON ABI: `abi.claim.encodeInput(amount)`. Apart from
 * tests/support/chain.ts so that the engine's unit tests use it without a running server.
 */
export const functionsOf = (abi: unknown[]) => createContract(abi as never) as unknown as Record<string, Method>;
