import { createLegacyTx, type TypedTransaction } from "@ethereumjs/tx";
import { type Address, bytesToHex } from "@ethereumjs/util";
import type { DataHandle } from "../../db/handle";
import type { InstanceContext } from "../../instance/context";
import { common, executeTransaction, gasPrice, genesisState, RejectedTransaction, shopAddress, shopKey } from "./engine";
import { appendBlock, isHeightTaken, readChain, storeGenesis, transactionByHash, type StoredChain } from "./store";
import { watchBlock } from "./watch";

/**
 * The instance's chain as a service: opening it (with its genesis on first use), mining a
 * transaction on its head, the ether faucet. Bounded so that a student can fill only so much of
 * their own instance's store: a reset empties it.
 */

/** Blocks (so transactions) one chain holds before it asks for a reset. */
export const maxBlocks = 2_000;
/** The serialised world state's largest size (D1 keeps rows under 2 MB). */
export const maxStateBytes = 1_000_000;
/** Logs one transaction may leave (each becomes a row). */
export const maxLogsPerTransaction = 256;
/** What the faucet sends, and the balance below which it sends it. */
export const faucetAmount = 10n ** 18n;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The chain of the instance; the first request after a new instance or a reset builds its genesis. */
export async function openChain(data: DataHandle): Promise<StoredChain> {
  const stored = await readChain(data);
  if (stored) return stored;
  const timestamp = nowSeconds();
  return storeGenesis(data, { head: { number: 0, timestamp }, state: await genesisState(timestamp) });
}

/** Another request kept mining on the same head (it only happens under a burst of transactions). */
export class ChainBusy extends Error {}

/**
 * Mines one transaction in a block of its own on the chain's head and judges the block (watch.ts).
 * `transactionFor` builds it on the head it is mined on (the faucet signs with the head's nonce).
 * A transaction already mined is answered with its hash, as a node answers a resent one.
 */
export async function mine(ctx: InstanceContext, transactionFor: (chain: StoredChain) => TypedTransaction): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const chain = await openChain(ctx.data);
    const tx = transactionFor(chain);
    const hash = bytesToHex(tx.hash());
    if (await transactionByHash(ctx.data, hash)) return hash;
    if (chain.head.number >= maxBlocks) {
      throw new RejectedTransaction(`this chain is full (${maxBlocks} blocks): reset the shop to start a new one`);
    }
    const head = { number: chain.head.number + 1, timestamp: Math.max(chain.head.timestamp + 1, nowSeconds()) };
    const executed = await executeTransaction(chain.state, head, tx);
    if (executed.logs.length > maxLogsPerTransaction) {
      throw new RejectedTransaction(`the transaction would leave more than ${maxLogsPerTransaction} logs`);
    }
    const stateJson = JSON.stringify(executed.state);
    if (stateJson.length > maxStateBytes) {
      throw new RejectedTransaction("the transaction would grow the chain's state past its limit: reset the shop to start a new one");
    }
    try {
      await appendBlock(ctx.data, {
        head,
        stateJson,
        hash,
        from: tx.getSenderAddress().toString(),
        to: tx.to?.toString() ?? null,
        raw: bytesToHex(tx.serialize()),
        receipt: {
          status: executed.status,
          gasUsed: `0x${executed.gasUsed.toString(16)}`,
          effectiveGasPrice: `0x${executed.effectiveGasPrice.toString(16)}`,
          contractAddress: executed.contractAddress,
          type: tx.type,
          timestamp: head.timestamp,
          revertReason: executed.error,
        },
        logs: executed.logs,
      });
    } catch (error) {
      if (isHeightTaken(error)) continue;
      throw error;
    }
    await watchBlock(ctx, chain.state, executed.logs);
    return hash;
  }
  throw new ChainBusy("the chain is busy: send the transaction again");
}

/** The balance of an account on the stored state, in wei. */
export const balanceIn = (chain: StoredChain, address: Address) => BigInt(chain.state.accounts[address.toString()]?.[1] ?? "0x0");
const nonceIn = (chain: StoredChain, address: Address) => BigInt(chain.state.accounts[address.toString()]?.[0] ?? "0x0");

/** The faucet refuses: the wallet has enough ether for now. */
export class FaucetRefusal extends Error {}

/**
 * Sends a wallet 1 ether from the shop's account, in an ordinary transaction that explorers of
 * the chain show. Only to a wallet holding less than that: ether pays for gas here, nothing more.
 */
export async function fundFromFaucet(ctx: InstanceContext, to: Address): Promise<string> {
  return mine(ctx, (chain) => {
    if (balanceIn(chain, to) >= faucetAmount) throw new FaucetRefusal("This wallet holds 1 ether or more already: enough gas for a good while.");
    return createLegacyTx({ nonce: nonceIn(chain, shopAddress), gasPrice, gasLimit: 21_000n, to, value: faucetAmount }, { common }).sign(shopKey);
  });
}
