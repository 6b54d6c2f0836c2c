import type { BatchItem } from "drizzle-orm/batch";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle as drizzleDurable } from "drizzle-orm/durable-sqlite";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";
import { checkSqlBudget } from "./sql-budget";

/** drizzle over either store: D1 runs queries asynchronously, a Durable Object's SQLite synchronously. */
export type Db = BaseSQLiteDatabase<"sync" | "async", unknown, typeof schema>;
type Row = Record<string, unknown>;

/** A drizzle statement that can run in a D1 batch and, synchronously, inside a transaction. */
export type Statement = BatchItem<"sqlite"> & { run(): unknown };

export type StoreKind = "d1" | "durable-object";

/**
 * The one way routes reach an instance's data, whichever SQLite holds it (D1, or an Instance
 * Durable Object's own storage). Routes never see the store behind it.
 */
export interface DataHandle {
  kind: StoreKind;
  db: Db;
  /**
   * Raw SQL, for the deliberately injectable spots (and the instance's own bookkeeping, which
   * drizzle cannot express: sqlite_master, d1_migrations). Stacked statements run, all or nothing
   * on both stores; shapes whose cost has no bound are refused first (sql-budget.ts).
   */
  sql<T extends Row = Row>(query: string): Promise<T[]>;
  /** Several statements that succeed or fail together. */
  atomic(statements: readonly Statement[]): Promise<void>;
  /** Raw statements (schema changes, resets), all or nothing. */
  execAll(statements: readonly string[]): Promise<void>;
}

export function d1Handle(d1: D1Database): DataHandle {
  const db = drizzleD1(d1, { schema });
  return {
    kind: "d1",
    db,
    async sql<T extends Row = Row>(query: string) {
      checkSqlBudget(query);
      // D1 runs a string of stacked statements as one unit and answers with the last one's rows.
      return (await d1.prepare(query).all<T>()).results;
    },
    async atomic(statements) {
      const [first, ...rest] = statements;
      // drizzle's transaction() fails on D1 ("Failed query: begin"); a batch is D1's transaction.
      if (first) await db.batch([first, ...rest]);
    },
    async execAll(statements) {
      if (statements.length > 0) await d1.batch(statements.map((statement) => d1.prepare(statement)));
    },
  };
}

export function durableHandle(storage: DurableObjectStorage): DataHandle {
  const db = drizzleDurable(storage, { schema });
  return {
    kind: "durable-object",
    db,
    async sql<T extends Row = Row>(query: string) {
      checkSqlBudget(query);
      // exec() runs stacked statements one after another and keeps what ran before a failing one;
      // the transaction makes a failing string undo itself, as it does on D1 (docs/stores.md).
      return storage.transactionSync(() => storage.sql.exec(query).toArray() as T[]);
    },
    async atomic(statements) {
      storage.transactionSync(() => statements.forEach((statement) => statement.run()));
    },
    async execAll(statements) {
      storage.transactionSync(() => statements.forEach((statement) => storage.sql.exec(statement)));
    },
  };
}
