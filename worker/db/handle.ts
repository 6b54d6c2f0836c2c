import type { BatchItem } from "drizzle-orm/batch";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle as drizzleDurable } from "drizzle-orm/durable-sqlite";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { StoreName } from "../config/stores";
import * as schema from "./schema";
import { checkSqlBudget, hasCode, statementsOf } from "./sql-budget";

/** drizzle over either store: D1 runs queries asynchronously, a Durable Object's SQLite synchronously. */
export type Db = BaseSQLiteDatabase<"sync" | "async", unknown, typeof schema>;
type Row = Record<string, unknown>;

/** A drizzle statement that can run in a D1 batch and, synchronously, inside a transaction. */
export type Statement = BatchItem<"sqlite"> & { run(): unknown };

/**
 * The one way routes reach an instance's data, whichever SQLite holds it (D1, or an Instance
 * Durable Object's own storage). Routes never see the store behind it.
 */
export interface DataHandle {
  kind: StoreName;
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

/**
 * What both stores check before injected SQL runs: its budget (sql-budget.ts), and that no
 * stacked statement is only a comment, which both refuse before running anything (a payload
 * ending in `; --` leaves such a statement behind). Returns the statements.
 */
function injectableStatements(query: string, errorPrefix: string): string[] {
  checkSqlBudget(query);
  const statements = statementsOf(query);
  if (!statements.every(hasCode)) throw new Error(`${errorPrefix}SQL code did not contain a statement.`);
  return statements;
}

export function d1Handle(d1: D1Database): DataHandle {
  const db = drizzleD1(d1, { schema });
  return {
    kind: "d1",
    db,
    async sql<T extends Row = Row>(query: string) {
      const statements = injectableStatements(query, "D1_ERROR: ");
      if (statements.length === 1) return (await d1.prepare(query).all<T>()).results;
      // Stacked statements could run as one prepared string, but workerd's SQLite then leaves the
      // earlier SELECTs open, and their tables stay locked (no reset could drop them again). As a
      // batch each runs to its end, all or nothing, and the last one's rows are the answer.
      const results = await d1.batch<T>(statements.map((statement) => d1.prepare(statement)));
      return results.at(-1)?.results ?? [];
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
      const statements = injectableStatements(query, "");
      // One statement at a time, each read to its end (exec() of a stacked string leaves the
      // earlier SELECTs open, locking their tables), in a transaction: all or nothing, as on D1.
      return storage.transactionSync(() => {
        const results = statements.map((statement) => storage.sql.exec<T & Record<string, SqlStorageValue>>(statement).toArray());
        return results.at(-1) ?? [];
      });
    },
    async atomic(statements) {
      storage.transactionSync(() => statements.forEach((statement) => statement.run()));
    },
    async execAll(statements) {
      storage.transactionSync(() => statements.forEach((statement) => storage.sql.exec(statement)));
    },
  };
}
