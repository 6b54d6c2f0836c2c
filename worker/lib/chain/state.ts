import type { AccountFields, StateManagerInterface } from "@ethereumjs/common";
import { OriginalStorageCache } from "@ethereumjs/statemanager";
import { Account, type Address, bytesToHex, hexToBytes, KECCAK256_NULL, type PrefixedHexString } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";

/**
 * The world state of an instance's chain as it is stored: accounts, contract code and storage,
 * every number as 0x hex. Kept as one JSON value in the instance's SQLite (worker/lib/chain/store.ts).
 */
export interface StateSnapshot {
  /** address → [nonce, balance] */
  accounts: Record<string, [PrefixedHexString, PrefixedHexString]>;
  /** address → runtime bytecode */
  code: Record<string, PrefixedHexString>;
  /** address → slot → value (no zero values) */
  storage: Record<string, Record<string, PrefixedHexString>>;
}

const toHex = (n: bigint): PrefixedHexString => `0x${n.toString(16)}`;
const key = (address: Address) => address.toString().toLowerCase();
const trimmed = (value: Uint8Array) => {
  let start = 0;
  while (start < value.length && value[start] === 0) start++;
  return value.subarray(start);
};

/**
 * A flat state manager with an undo journal. @ethereumjs's SimpleStateManager copies every map on
 * each checkpoint, and the EVM checkpoints on every call frame: a contract that calls in a loop
 * over a large state would cost time that grows with both. Here a checkpoint is a mark in the
 * journal, and a revert replays only the changes made since. No state root: the chain keeps none
 * (it is a chain of one node that nobody syncs from).
 */
export class JournaledState implements StateManagerInterface {
  private readonly accounts = new Map<string, Account>();
  private readonly code = new Map<string, Uint8Array>();
  private readonly storage = new Map<string, Map<string, Uint8Array>>();
  private journal: (() => void)[] = [];
  private readonly marks: number[] = [];
  readonly originalStorageCache = new OriginalStorageCache(this.getStorage.bind(this));

  private record(undo: () => void) {
    if (this.marks.length > 0) this.journal.push(undo);
  }

  private setIn<V>(map: Map<string, V>, k: string, value: V | undefined) {
    const had = map.has(k);
    const previous = map.get(k);
    this.record(() => (had ? map.set(k, previous as V) : map.delete(k)));
    if (value === undefined) map.delete(k);
    else map.set(k, value);
  }

  static fromSnapshot(snapshot: StateSnapshot): JournaledState {
    const state = new JournaledState();
    for (const [address, [nonce, balance]] of Object.entries(snapshot.accounts)) {
      const code = snapshot.code[address];
      const codeHash = code ? keccak_256(hexToBytes(code)) : KECCAK256_NULL;
      state.accounts.set(address, new Account(BigInt(nonce), BigInt(balance), undefined, codeHash));
    }
    for (const [address, code] of Object.entries(snapshot.code)) state.code.set(address, hexToBytes(code));
    for (const [address, slots] of Object.entries(snapshot.storage)) {
      state.storage.set(address, new Map(Object.entries(slots).map(([slot, value]) => [slot, hexToBytes(value)])));
    }
    return state;
  }

  snapshot(): StateSnapshot {
    const snapshot: StateSnapshot = { accounts: {}, code: {}, storage: {} };
    for (const [address, account] of this.accounts) snapshot.accounts[address] = [toHex(account.nonce), toHex(account.balance)];
    for (const [address, code] of this.code) if (code.length > 0) snapshot.code[address] = bytesToHex(code);
    for (const [address, slots] of this.storage) {
      if (slots.size === 0) continue;
      snapshot.storage[address] = Object.fromEntries([...slots].map(([slot, value]) => [slot, bytesToHex(value)]));
    }
    return snapshot;
  }

  async getAccount(address: Address): Promise<Account | undefined> {
    const account = this.accounts.get(key(address));
    // A copy: the EVM changes the account it was given before putting it back.
    return account && new Account(account.nonce, account.balance, account.storageRoot, account.codeHash);
  }

  async putAccount(address: Address, account?: Account): Promise<void> {
    this.setIn(this.accounts, key(address), account && new Account(account.nonce, account.balance, account.storageRoot, account.codeHash));
  }

  async deleteAccount(address: Address): Promise<void> {
    this.setIn(this.accounts, key(address), undefined);
    this.setIn(this.code, key(address), undefined);
    await this.clearStorage(address);
  }

  async modifyAccountFields(address: Address, fields: AccountFields): Promise<void> {
    const account = (await this.getAccount(address)) ?? new Account();
    account.nonce = fields.nonce ?? account.nonce;
    account.balance = fields.balance ?? account.balance;
    account.codeHash = fields.codeHash ?? account.codeHash;
    await this.putAccount(address, account);
  }

  async putCode(address: Address, value: Uint8Array): Promise<void> {
    this.setIn(this.code, key(address), value.length > 0 ? value : undefined);
    await this.modifyAccountFields(address, { codeHash: value.length > 0 ? keccak_256(value) : KECCAK256_NULL });
  }

  async getCode(address: Address): Promise<Uint8Array> {
    return this.code.get(key(address)) ?? new Uint8Array(0);
  }

  async getCodeSize(address: Address): Promise<number> {
    return (await this.getCode(address)).length;
  }

  async getStorage(address: Address, slot: Uint8Array): Promise<Uint8Array> {
    return this.storage.get(key(address))?.get(bytesToHex(slot)) ?? new Uint8Array(0);
  }

  async putStorage(address: Address, slot: Uint8Array, value: Uint8Array): Promise<void> {
    const k = key(address);
    let slots = this.storage.get(k);
    if (!slots) {
      slots = new Map();
      this.setIn(this.storage, k, slots);
    }
    const stored = trimmed(value);
    this.setIn(slots, bytesToHex(slot), stored.length > 0 ? Uint8Array.from(stored) : undefined);
  }

  async clearStorage(address: Address): Promise<void> {
    if (this.storage.has(key(address))) this.setIn(this.storage, key(address), new Map());
  }

  async checkpoint(): Promise<void> {
    this.marks.push(this.journal.length);
  }

  async commit(): Promise<void> {
    this.marks.pop();
    // Nothing outside a checkpoint can be reverted any more.
    if (this.marks.length === 0) this.journal = [];
  }

  async revert(): Promise<void> {
    const mark = this.marks.pop() ?? 0;
    while (this.journal.length > mark) this.journal.pop()!();
  }

  async getStateRoot(): Promise<Uint8Array> {
    throw new Error("This chain keeps no state root.");
  }

  async setStateRoot(): Promise<void> {
    throw new Error("This chain keeps no state root.");
  }

  async hasStateRoot(): Promise<boolean> {
    return false;
  }

  clearCaches(): void {}

  shallowCopy(): StateManagerInterface {
    return JournaledState.fromSnapshot(this.snapshot());
  }
}
