import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import * as schema from "./schema";
import { checkSqlBudget } from "./sql-budget";

export type Db = DrizzleD1Database<typeof schema>;
type Row = Record<string, unknown>;

/**
 * The one way routes reach an instance's data. It hides which SQLite serves the instance (D1 now,
 * a per-student Durable Object's own SQLite later), so routes never touch env.DB.
 */
export interface DataHandle {
  kind: "d1";
  db: Db;
  /**
   * Raw SQL, for the deliberately injectable spots (and the instance's own bookkeeping, which
   * drizzle cannot express: sqlite_master, d1_migrations). Runs stacked statements as D1 does, but
   * refuses the shapes whose cost has no bound (see sql-budget.ts).
   */
  sql<T extends Row = Row>(query: string): Promise<T[]>;
  /** Several statements that succeed or fail together (drizzle's transaction() fails on D1). */
  atomic(statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]): Promise<void>;
  /** Runs raw statements together (schema changes, resets). */
  execAll(statements: string[]): Promise<void>;
}

export function d1Handle(d1: D1Database): DataHandle {
  const db = drizzle(d1, { schema });
  return {
    kind: "d1",
    db,
    async sql<T extends Row = Row>(query: string) {
      checkSqlBudget(query);
      const result = await d1.prepare(query).all<T>();
      return result.results;
    },
    async atomic(statements) {
      await db.batch(statements);
    },
    async execAll(statements) {
      if (statements.length === 0) return;
      await d1.batch(statements.map((statement) => d1.prepare(statement)));
    },
  };
}
