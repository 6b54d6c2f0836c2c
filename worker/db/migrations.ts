/**
 * The SQL migrations drizzle-kit writes to migrations/, bundled into the worker as text so that an
 * instance can create (and after a reset, recreate) its own schema. The bookkeeping table is
 * wrangler's own (d1_migrations), so `wrangler d1 migrations apply` and the worker agree on what
 * has been applied.
 */
import { migrationsTable } from "./internal-tables";

const files = import.meta.glob<string>("../../migrations/*.sql", { query: "?raw", import: "default", eager: true });

export interface Migration {
  name: string;
  statements: string[];
}

export const migrations: Migration[] = Object.entries(files)
  .map(([path, sql]) => ({
    name: path.slice(path.lastIndexOf("/") + 1),
    statements: sql
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter(Boolean),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const createMigrationsTable = `CREATE TABLE IF NOT EXISTS ${migrationsTable} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
)`;
