import { and, asc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { DataHandle } from "../../db/handle";
import { chainLogs, chainState, chainTransactions } from "../../db/schema";
import type { ChainHead, ChainLog } from "./engine";
import type { StateSnapshot } from "./state";

/**
 * The chain as the instance's SQLite keeps it (the ChainState, ChainTransactions and ChainLogs
 * tables of worker/db/schema.ts), on either store. A reset drops the tables with the rest; the
 * first Web3 request afterwards finds no chain and builds its genesis.
 */

export interface StoredChain {
  head: ChainHead;
  state: StateSnapshot;
}

/** The chain's head and state, or null when the instance has none yet. */
export async function readChain(data: DataHandle): Promise<StoredChain | null> {
  const [row] = await data.db.select().from(chainState).where(eq(chainState.id, 1));
  if (!row) return null;
  return { head: { number: row.blockNumber, timestamp: row.timestamp }, state: JSON.parse(row.state) as StateSnapshot };
}

/** Stores a genesis unless another request stored one first; either way, answers the stored one. */
export async function storeGenesis(data: DataHandle, genesis: StoredChain): Promise<StoredChain> {
  await data.db
    .insert(chainState)
    .values({ id: 1, blockNumber: genesis.head.number, timestamp: genesis.head.timestamp, state: JSON.stringify(genesis.state) })
    .onConflictDoNothing();
  const stored = await readChain(data);
  if (!stored) throw new Error("the chain's genesis was not stored");
  return stored;
}

/** What a mined block adds: its one transaction, with its receipt, and its logs. */
export interface MinedBlock {
  head: ChainHead;
  /** The state after the block, already serialised (its size was checked). */
  stateJson: string;
  hash: string;
  from: string;
  to: string | null;
  raw: string;
  receipt: StoredReceipt;
  logs: ChainLog[];
}

export interface StoredReceipt {
  status: 0 | 1;
  gasUsed: string;
  effectiveGasPrice: string;
  contractAddress: string | null;
  type: number;
  /** Of the block that holds it (seconds since the epoch). */
  timestamp: number;
  /** Why a failed transaction failed (not part of the usual receipt; students find it helpful). */
  revertReason: string | null;
}

/** The store's refusal of a second block at the same height (the unique block number). */
export function isHeightTaken(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/UNIQUE constraint failed: ChainTransactions\.(blockNumber|hash)/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Appends a block, all or nothing. Throws (isHeightTaken) when another request mined that height
 * first: the caller then mines again on the new head.
 */
export async function appendBlock(data: DataHandle, block: MinedBlock): Promise<void> {
  const { db } = data;
  await data.atomic([
    db.insert(chainTransactions).values({
      hash: block.hash,
      blockNumber: block.head.number,
      from: block.from,
      to: block.to,
      raw: block.raw,
      receipt: JSON.stringify(block.receipt),
    }),
    ...block.logs.map((log, logIndex) =>
      db.insert(chainLogs).values({
        blockNumber: block.head.number,
        logIndex,
        transactionHash: block.hash,
        address: log.address,
        topic0: log.topics[0] ?? null,
        topic1: log.topics[1] ?? null,
        topic2: log.topics[2] ?? null,
        topic3: log.topics[3] ?? null,
        data: log.data,
      }),
    ),
    db
      .update(chainState)
      .set({ blockNumber: block.head.number, timestamp: block.head.timestamp, state: block.stateJson })
      .where(eq(chainState.id, 1)),
  ]);
}

export interface StoredTransaction {
  hash: string;
  blockNumber: number;
  from: string;
  to: string | null;
  raw: string;
  receipt: StoredReceipt;
}

export async function transactionByHash(data: DataHandle, hash: string): Promise<StoredTransaction | null> {
  const [row] = await data.db.select().from(chainTransactions).where(eq(chainTransactions.hash, hash.toLowerCase()));
  return row ? { ...row, receipt: JSON.parse(row.receipt) as StoredReceipt } : null;
}

export async function transactionInBlock(data: DataHandle, blockNumber: number): Promise<StoredTransaction | null> {
  const [row] = await data.db.select().from(chainTransactions).where(eq(chainTransactions.blockNumber, blockNumber));
  return row ? { ...row, receipt: JSON.parse(row.receipt) as StoredReceipt } : null;
}

export interface StoredLog extends ChainLog {
  blockNumber: number;
  logIndex: number;
  transactionHash: string;
}

const topicColumns = [chainLogs.topic0, chainLogs.topic1, chainLogs.topic2, chainLogs.topic3] as const;

export interface LogFilter {
  fromBlock: number;
  toBlock: number;
  addresses: string[];
  /** Per position: null matches anything, else any of the topics given. */
  topics: (string[] | null)[];
  limit: number;
}

export async function logsMatching(data: DataHandle, filter: LogFilter): Promise<StoredLog[]> {
  const conditions: SQL[] = [gte(chainLogs.blockNumber, filter.fromBlock), lte(chainLogs.blockNumber, filter.toBlock)];
  if (filter.addresses.length > 0) conditions.push(inArray(chainLogs.address, filter.addresses));
  filter.topics.forEach((wanted, i) => {
    const column = topicColumns[i];
    if (wanted && column) conditions.push(inArray(column, wanted));
  });
  const rows = await data.db
    .select()
    .from(chainLogs)
    .where(and(...conditions))
    .orderBy(asc(chainLogs.blockNumber), asc(chainLogs.logIndex))
    .limit(filter.limit);
  return rows.map((row) => ({
    address: row.address,
    topics: [row.topic0, row.topic1, row.topic2, row.topic3].filter((t): t is string => t !== null),
    data: row.data,
    blockNumber: row.blockNumber,
    logIndex: row.logIndex,
    transactionHash: row.transactionHash,
  }));
}
