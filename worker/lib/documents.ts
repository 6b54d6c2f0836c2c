import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { DataHandle, Db, Statement } from "../db/handle";
import { documents } from "../db/schema";
import {
  applyUpdate,
  checkFilter,
  checkUpdate,
  DocumentQueryError,
  matches,
  type DocumentBody,
  type Update,
  type WhereEvaluator,
} from "./document-query";
import { openWhere, type WhereRun } from "./document-where";
import { loadSandbox } from "./sandbox";
import type { Json } from "./sandbox-core";

export { DocumentQueryError, type DocumentBody, type Update } from "./document-query";
export { WhereFailure, whereSleepCaps } from "./document-where";

/**
 * The instance's document store: collections of JSON documents with a string `_id`, kept in the
 * instance's own SQLite (the Documents table, one row per document), queried with Mongo-style
 * filters (document-query.ts). Reviews and orders live here because the NoSQL challenges need
 * those semantics; `$where` code runs in the QuickJS sandbox, loaded only when a filter has one.
 *
 * Updates are compare-and-set per document: a write lands only if the document is still what the
 * update read, else the update reads it again. Each `$inc` or `$push` is therefore atomic on both
 * stores, and a race between requests is only ever the race their own code allows.
 */

/** The shop's collections. */
export const collections = { reviews: "reviews", orders: "orders" } as const;

interface Row {
  id: number;
  body: string;
  document: DocumentBody;
}

export interface UpdateResult {
  /** Documents the filter matched (and the update reached). */
  matched: number;
  /** Documents whose content changed. */
  modified: number;
  /** The matched documents before the update, and after it. */
  before: DocumentBody[];
  after: DocumentBody[];
}

const idAlphabet = "23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz";

/** A new random `_id` (17 characters, about 98 bits). */
export function newDocumentId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(17)), (byte) => idAlphabet[byte % idAlphabet.length]).join("");
}

const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** A statement that adds a document (for seeds and batches). */
export function insertDocumentStatement(db: Db, collection: string, document: DocumentBody): Statement {
  return db.insert(documents).values({ collection, body: JSON.stringify(document) });
}

/** A stored body, or null when it is not a document (a student's SQL can write anything there). */
function parseBody(body: string): DocumentBody | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) && typeof (parsed as { _id?: unknown })._id === "string") {
      return parsed as DocumentBody;
    }
  } catch {
    // not JSON: skipped like any other foreign row
  }
  return null;
}

export class DocumentCollection {
  /** How long `$where` code made this collection's queries wait in sleep(), in all (ms). */
  sleptMs = 0;

  constructor(
    private readonly data: DataHandle,
    readonly name: string,
  ) {}

  /** The documents matching the filter, in the order they were added. */
  async find(filter: Record<string, unknown> = {}): Promise<DocumentBody[]> {
    return (await this.#select(filter, Infinity)).map((row) => row.document);
  }

  async findOne(filter: Record<string, unknown> = {}): Promise<DocumentBody | null> {
    return (await this.#select(filter, 1))[0]?.document ?? null;
  }

  /** Adds a document; it gets a new `_id` unless it has one. Returns it as stored. */
  async insert(document: { _id?: string } & { [key: string]: Json | undefined }): Promise<DocumentBody> {
    const stored = JSON.parse(JSON.stringify({ ...document, _id: document._id ?? newDocumentId() })) as DocumentBody;
    await this.data.atomic([insertDocumentStatement(this.data.db, this.name, stored)]);
    return stored;
  }

  /** Applies `$set`, `$inc`, `$push`, `$addToSet` to the first match, or with `multi` to every match. */
  async update(filter: Record<string, unknown>, update: Update, { multi = false }: { multi?: boolean } = {}): Promise<UpdateResult> {
    checkUpdate(update);
    const result: UpdateResult = { matched: 0, modified: 0, before: [], after: [] };
    let rows = await this.#rows();
    // A write that lost a race reads its document again; a few rounds settle any honest contention.
    for (let round = 0; round < 8 && rows.length > 0; round++) {
      const matching = await this.#match(rows, filter, multi ? Infinity : 1 - result.matched);
      const lost: number[] = [];
      for (const row of matching) {
        const next = applyUpdate(row.document, update);
        const body = JSON.stringify(next);
        if (body !== row.body) {
          const written = await this.data.db
            .update(documents)
            .set({ body, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
            .where(and(eq(documents.id, row.id), eq(documents.body, row.body)))
            .returning({ id: documents.id });
          if (written.length === 0) {
            lost.push(row.id);
            continue;
          }
          result.modified++;
        }
        result.matched++;
        result.before.push(row.document);
        result.after.push(next);
      }
      rows = lost.length > 0 ? await this.#rows(lost) : [];
    }
    return result;
  }

  async #rows(ids?: number[]): Promise<Row[]> {
    const where = ids ? and(eq(documents.collection, this.name), inArray(documents.id, ids)) : eq(documents.collection, this.name);
    const raw = await this.data.db.select({ id: documents.id, body: documents.body }).from(documents).where(where).orderBy(asc(documents.id));
    return raw.flatMap((row) => {
      const document = parseBody(row.body);
      return document ? [{ ...row, document }] : [];
    });
  }

  async #select(filter: Record<string, unknown>, limit: number): Promise<Row[]> {
    return this.#match(await this.#rows(), filter, limit);
  }

  /**
   * The rows matching a filter, at most `limit`. A `$where` gets one sandbox session for the
   * whole call; what its `sleep()` asked for is waited out afterwards, even when the code failed
   * later on, as a real database would have slept before failing.
   */
  async #match(rows: Row[], filter: Record<string, unknown>, limit: number): Promise<Row[]> {
    const { hasWhere } = checkFilter(filter);
    let run: WhereRun | undefined;
    if (hasWhere) {
      run = openWhere(await loadSandbox());
    }
    const where: WhereEvaluator | undefined = run?.evaluate;
    try {
      const found: Row[] = [];
      for (const row of rows) {
        if (found.length >= limit) break;
        if (matches(row.document, filter, where)) found.push(row);
      }
      return found;
    } finally {
      run?.dispose();
      const sleep = run?.sleepMs ?? 0;
      this.sleptMs += sleep;
      await wait(sleep);
    }
  }
}

/** A collection of the instance's document store. */
export const collection = (data: DataHandle, name: string) => new DocumentCollection(data, name);

/**
 * Runs a document query for a route: a filter or update the store cannot run (an unknown
 * operator, `$where` code that failed or ran too long) is the request's fault, a 400.
 */
export async function asRequestQuery<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DocumentQueryError) throw new HTTPException(400, { message: error.message });
    throw error;
  }
}
