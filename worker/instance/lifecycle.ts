import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { is } from "drizzle-orm";
import { catalogueSyncStatements, challengeSeedStatements } from "../challenges/rows";
import type { AppConfig } from "../config";
import { bumpDataVersion, ensureDataVersion } from "../db/data-version";
import type { DataHandle } from "../db/handle";
import { isInternalTable, migrationsTable } from "../db/internal-tables";
import { createMigrationsTable, migrations, type Migration } from "../db/migrations";
import * as schema from "../db/schema";
import { seedStatements } from "../db/seed";

/** Every table and column the current schema has. */
const expectedSchema: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(schema)
    .filter((value) => is(value, SQLiteTable))
    .map((table) => {
      const { name, columns } = getTableConfig(table);
      return [name, columns.map((column) => column.name)];
    }),
);

/** What SQLite says when the schema a statement needs is not (or no longer) there. */
const schemaErrors = /no such (table|column|index)|already exists|duplicate column name/i;

/** A schema or seed a student broke; the instance is rebuilt, not left broken. */
class DamagedInstance extends Error {}

async function applyMigrations(data: DataHandle, pending: readonly Migration[]): Promise<void> {
  for (const migration of pending) {
    try {
      await data.execAll([
        ...migration.statements,
        `INSERT OR IGNORE INTO ${migrationsTable} (name) VALUES ('${migration.name.replaceAll("'", "''")}')`,
      ]);
    } catch (error) {
      if (schemaErrors.test((error as Error).message)) {
        throw new DamagedInstance(`migration ${migration.name} does not fit the tables (${(error as Error).message})`);
      }
      throw error;
    }
  }
}

/** Why the instance's tables do not hold a playable shop, or null when they do. */
async function damage(data: DataHandle): Promise<string | null> {
  const rows = await data.sql<{ tableName: string; columnName: string }>(
    "SELECT m.name AS tableName, p.name AS columnName FROM sqlite_master m JOIN pragma_table_info(m.name) p " +
      `WHERE m.type = 'table' AND m.name IN (${[...expectedSchema.keys()].map((name) => `'${name}'`).join(", ")})`,
  );
  for (const [table, columns] of expectedSchema) {
    const present = new Set(rows.filter((r) => r.tableName === table).map((r) => r.columnName));
    if (present.size === 0) return `table ${table} is missing`;
    const missing = columns.find((column) => !present.has(column));
    if (missing) return `column ${table}.${missing} is missing`;
  }
  // Only the seed fills Challenges: empty means never seeded (a new deploy) or emptied by a student.
  const [row] = await data.sql<{ seeded: number }>("SELECT EXISTS (SELECT 1 FROM Challenges) AS seeded");
  return row?.seeded ? null : "it has no challenges";
}

/**
 * Makes the instance playable: applies pending migrations and syncs the catalogue, or, when the
 * data is new or a student broke its schema, builds it afresh. Returns whether the data was
 * created just now (the room then says "server started"). Any other failure (the store is not
 * reachable, say) is thrown and wipes nothing: the next request tries again.
 */
export async function ensureInstance(data: DataHandle, config: AppConfig): Promise<{ created: boolean }> {
  let reason: string | null;
  try {
    await data.execAll([createMigrationsTable]);
    const applied = new Set((await data.sql<{ name: string }>(`SELECT name FROM ${migrationsTable}`)).map((r) => r.name));
    // A new store (a new student's instance): built once, not migrated and then rebuilt.
    if (applied.size === 0) {
      await resetInstance(data, config);
      return { created: true };
    }
    await applyMigrations(data, migrations.filter((m) => !applied.has(m.name)));
    reason = await damage(data);
  } catch (error) {
    if (!(error instanceof DamagedInstance)) throw error;
    reason = error.message;
  }
  if (reason) {
    if (reason !== "it has no challenges") console.warn(`The instance's data is damaged (${reason}); rebuilding it.`);
    await resetInstance(data, config);
    return { created: true };
  }
  await data.atomic(catalogueSyncStatements(data.db));
  await ensureDataVersion(data);
  return { created: false };
}

/**
 * Drops everything a student may have created or damaged (tables, views, triggers, even the
 * migration bookkeeping rows) and builds the instance again from the migrations and the seed.
 */
export async function resetInstance(data: DataHandle, config: AppConfig): Promise<void> {
  const objects = await data.sql<{ type: string; name: string }>(
    "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger')",
  );
  const drops = objects
    .filter((o) => !isInternalTable(o.name))
    .map((o) => `DROP ${o.type.toUpperCase()} IF EXISTS "${o.name.replaceAll('"', '""')}"`);
  await data.execAll([...drops, createMigrationsTable, `DELETE FROM ${migrationsTable}`]);
  await applyMigrations(data, migrations);
  await data.atomic([...(await seedStatements(data.db, config)), ...challengeSeedStatements(data.db)]);
  // After the seed, so seeding is not counted row by row; dropped tables fired no trigger.
  await ensureDataVersion(data);
  await bumpDataVersion(data);
}
