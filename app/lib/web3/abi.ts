import { keccak_256 } from "@noble/hashes/sha3.js";
import { createContract, deployContract, events } from "micro-eth-signer/abi.js";
import { fromHex, parseUnits, toHex, type Abi, type AbiEntry, type AbiParameter, type Log } from "./chain";

/**
 * ABI work for the Web3 pages: a contract's functions from its JSON ABI, arguments typed by a
 * person into text fields turned into the values the encoder wants, and results and events
 * turned back into text. Any ABI a student pastes goes through here.
 */

type Method = { encodeInput(value?: unknown): Uint8Array; decodeOutput(bytes: Uint8Array): unknown };
type EventDecoder = { decode(topics: string[], data: string): unknown };

export const functionsOf = (abi: Abi) => createContract(abi as never) as unknown as Record<string, Method>;
export const functionEntries = (abi: Abi) => abi.filter((e): e is AbiEntry & { name: string } => e.type === "function" && !!e.name);
export const isReadOnly = (entry: AbiEntry) => entry.stateMutability === "view" || entry.stateMutability === "pure";

const isParameter = (value: unknown): value is AbiParameter =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string" && typeof ((value as { name?: unknown }).name ?? "") === "string";

/** A tuple's components (the API's JSON types know them only as JSON, so they are checked here). */
export function componentsOf(param: AbiParameter): AbiParameter[] {
  const list: unknown = param.components;
  return Array.isArray(list) ? list.filter(isParameter) : [];
}

const isEntry = (value: unknown): value is AbiEntry => {
  if (typeof value !== "object" || value === null) return false;
  const { type, name, inputs, outputs } = value as Record<string, unknown>;
  const parameters = (list: unknown) => list === undefined || (Array.isArray(list) && list.every(isParameter));
  return typeof type === "string" && (name === undefined || typeof name === "string") && parameters(inputs) && parameters(outputs);
};

/** A pasted ABI (a JSON array, or an object with one under "abi"), or null when it is not one. */
export function abiFrom(json: unknown): Abi | null {
  const entries: unknown = Array.isArray(json) ? json : typeof json === "object" && json !== null ? (json as { abi?: unknown }).abi : undefined;
  return Array.isArray(entries) && entries.every(isEntry) ? entries : null;
}

/** Canonical type of a parameter (tuples spelled out), as signatures and topics use it. */
function canonical(param: AbiParameter): string {
  const tuple = /^tuple(.*)$/.exec(param.type);
  if (tuple) return `(${componentsOf(param).map(canonical).join(",")})${tuple[1]}`;
  return param.type;
}
export const signatureOf = (entry: AbiEntry) => `${entry.name ?? ""}(${(entry.inputs ?? []).map(canonical).join(",")})`;

/** The shape micro-eth-signer takes for a list of arguments: one value, an object by names, or an array. */
function packed(inputs: readonly AbiParameter[], values: unknown[]): unknown {
  if (inputs.length === 0) return undefined;
  if (inputs.length === 1) return values[0];
  if (inputs.every((i) => i.name)) return Object.fromEntries(inputs.map((i, n) => [i.name, values[n]]));
  return values;
}

/** A JSON value (from a text field) as the encoder wants it for a parameter. */
function fromJson(param: AbiParameter, value: unknown): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(param.type);
  if (array) {
    if (!Array.isArray(value)) throw new Error(`${param.type} wants a JSON array, like [1, 2].`);
    return value.map((v) => fromJson({ ...param, type: array[1]! }, v));
  }
  if (param.type === "tuple") {
    const components = componentsOf(param);
    const values = Array.isArray(value) ? value : components.map((c) => (value as Record<string, unknown> | null)?.[c.name]);
    return packedTuple(components, values.map((v, i) => fromJson(components[i]!, v)));
  }
  return fromText(param, typeof value === "string" ? value : JSON.stringify(value));
}
const packedTuple = (components: readonly AbiParameter[], values: unknown[]) =>
  components.every((c) => c.name) ? Object.fromEntries(components.map((c, i) => [c.name, values[i]])) : values;

/**
 * One argument typed as text. Numbers may be plain ("42", "0x2a") or carry a unit ("1.5 ether",
 * "3 gwei"); bytes are 0x hex; arrays and tuples are JSON.
 */
export function fromText(param: AbiParameter, text: string): unknown {
  const type = param.type;
  const trimmed = text.trim();
  if (/\[\d*\]$/.test(type) || type === "tuple") {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      throw new Error(`${param.name || type}: write it as JSON.`);
    }
    return fromJson(param, json);
  }
  if (/^u?int\d*$/.test(type)) {
    const unit = /^(-?[\d.]+)\s*(ether|gwei|wei|pulp)$/i.exec(trimmed);
    if (unit) {
      const decimals = { ether: 18, pulp: 18, gwei: 9, wei: 0 }[unit[2]!.toLowerCase() as "ether"]!;
      const amount = parseUnits(unit[1]!.replace(/^-/, ""), decimals);
      if (amount === null) throw new Error(`${param.name || type}: not a number.`);
      return unit[1]!.startsWith("-") ? -amount : amount;
    }
    if (!/^-?(\d+|0x[0-9a-f]+)$/i.test(trimmed)) throw new Error(`${param.name || type}: a whole number, like 42 or 1.5 ether.`);
    return trimmed.startsWith("-") ? -BigInt(trimmed.slice(1)) : BigInt(trimmed);
  }
  if (type === "address") {
    if (!/^0x[0-9a-f]{40}$/i.test(trimmed)) throw new Error(`${param.name || type}: an address is 0x and 40 hexadecimal digits.`);
    return trimmed.toLowerCase();
  }
  if (type === "bool") {
    if (!/^(true|false)$/i.test(trimmed)) throw new Error(`${param.name || type}: true or false.`);
    return trimmed.toLowerCase() === "true";
  }
  if (/^bytes\d*$/.test(type)) return fromHex(trimmed);
  if (type === "string") return text;
  throw new Error(`${param.name || type}: the type ${type} is not supported here.`);
}

/** Calldata of a function from texts, one per input. */
export function encodeCall(entry: AbiEntry & { name: string }, texts: string[]): Uint8Array {
  const inputs = entry.inputs ?? [];
  const values = inputs.map((input, i) => fromText(input, texts[i] ?? ""));
  // Overloaded functions share a name; micro-eth-signer keys them by name, so encode by hand then.
  const method = functionsOf([entry])[entry.name];
  if (!method) throw new Error(`No function ${entry.name} in the ABI.`);
  return method.encodeInput(packed(inputs, values));
}

/** Creation code with the constructor's arguments (from texts) appended. */
export function encodeDeployment(abi: Abi, bytecode: string, texts: string[]): Uint8Array {
  const constructor = abi.find((e) => e.type === "constructor");
  const inputs = constructor?.inputs ?? [];
  if (inputs.length === 0) return fromHex(bytecode);
  const values = inputs.map((input, i) => fromText(input, texts[i] ?? ""));
  return fromHex(deployContract(abi as never, bytecode, packed(inputs, values)));
}

/** A decoded value as text: numbers in full, bytes as hex, structures as JSON. */
export function show(value: unknown): string {
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return toHex(value);
  if (typeof value === "string") return value;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v instanceof Uint8Array ? toHex(v) : v), 1);
}

/** The result of a read-only call, as text. */
export function decodeResult(entry: AbiEntry & { name: string }, bytes: Uint8Array): string {
  const method = functionsOf([entry])[entry.name];
  if (!method || (entry.outputs ?? []).length === 0) return bytes.length ? toHex(bytes) : "";
  return show(method.decodeOutput(bytes));
}

export interface DecodedEvent {
  address: string;
  name: string;
  args: string;
}

/** An ABI, and the address of the contract it describes when known. */
export interface ContractAbi {
  address?: string;
  abi: Abi;
}

/**
 * The logs of a receipt, decoded: with the ABI of the contract that left the log when it is among
 * those given (two contracts may name different events alike, as a token's and a collectible's
 * Transfer are), else with any ABI that knows the event.
 */
export function decodeLogs(logs: readonly Log[], abis: readonly ContractAbi[]): DecodedEvent[] {
  const byTopic = (abi: Abi) => {
    const known = new Map<string, { name: string; decoder: EventDecoder }>();
    const decoders = events(abi as never) as unknown as Record<string, EventDecoder>;
    for (const entry of abi) {
      if (entry.type !== "event" || !entry.name || !decoders[entry.name]) continue;
      known.set(toHex(keccak_256(new TextEncoder().encode(signatureOf(entry)))), { name: entry.name, decoder: decoders[entry.name]! });
    }
    return known;
  };
  const tables = abis.map((c) => ({ address: c.address?.toLowerCase(), known: byTopic(c.abi) }));
  return logs.map((log) => {
    const topic = log.topics[0] ?? "";
    const own = tables.find((t) => t.address === log.address.toLowerCase())?.known.get(topic);
    const found = own ?? tables.map((t) => t.known.get(topic)).find(Boolean);
    if (!found) return { address: log.address, name: "(unknown event)", args: show({ topics: log.topics, data: log.data }) };
    try {
      return { address: log.address, name: found.name, args: show(found.decoder.decode(log.topics, log.data)) };
    } catch {
      return { address: log.address, name: found.name, args: log.data };
    }
  });
}
