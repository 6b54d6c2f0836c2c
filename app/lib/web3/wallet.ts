import { addr } from "micro-eth-signer";

/**
 * The built-in wallet of the Web3 pages: a private key made in this browser, kept in its local
 * storage, good only on this shop's own chain. No browser extension is needed, and like any key
 * in local storage it is readable by any script that runs on the page (which, in this shop, is a
 * lesson in itself).
 */
export const walletStorageKey = "web3Wallet";

export interface Wallet {
  address: string;
  privateKey: string;
}

const validKey = (key: string | null): key is string => !!key && /^0x[0-9a-f]{64}$/i.test(key);

function fromKey(privateKey: string): Wallet {
  return { privateKey, address: addr.fromPrivateKey(privateKey) };
}

/** The stored wallet, or a new one (stored at once) when there is none. */
export function loadWallet(): Wallet {
  const stored = localStorage.getItem(walletStorageKey);
  if (validKey(stored)) return fromKey(stored);
  return replaceWallet();
}

/** Replaces the stored key: with the one given (an import), else with a fresh random one. */
export function replaceWallet(privateKey?: string): Wallet {
  const key = privateKey ?? addr.random().privateKey;
  if (!validKey(key)) throw new Error("A private key is 0x and 64 hexadecimal digits.");
  localStorage.setItem(walletStorageKey, key.toLowerCase());
  return fromKey(key.toLowerCase());
}

export const isPrivateKey = validKey;
