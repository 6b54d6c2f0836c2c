import type { AppConfig } from "../config";
import type { DataHandle } from "./handle";
import { createMigrationsTable, migrations, migrationsTable } from "./migrations";
import { challengeRows, seed } from "./seed";
import { challenges } from "./schema";

/** Tables SQLite or Cloudflare keep for themselves; a reset leaves them alone. */
const internal = (name: string) => name.startsWith("sqlite_") || name.startsWith("_cf_") || name === migrationsTable;

async function appliedMigrations(data: DataHandle): Promise<Set<string>> {
  await data.execAll([createMigrationsTable]);
  const rows = await data.sql<{ name: string }>(`SELECT name FROM ${migrationsTable}`);
  return new Set(rows.map((r) => r.name));
}

async function applyMigrations(data: DataHandle, skip: Set<string>): Promise<void> {
  for (const migration of migrations) {
    if (skip.has(migration.name)) continue;
    await data.execAll([
      ...migration.statements,
      `INSERT OR IGNORE INTO ${migrationsTable} (name) VALUES ('${migration.name.replaceAll("'", "''")}')`,
    ]);
  }
}

/** Brings the catalogue's static columns up to date (new entries appear, solved state stays). */
async function syncCatalogue(data: DataHandle): Promise<void> {
  const [first, ...rest] = challengeRows().map((row) =>
    data.db
      .insert(challenges)
      .values(row)
      .onConflictDoUpdate({
        target: challenges.id,
        set: {
          key: row.key,
          name: row.name,
          category: row.category,
          tags: row.tags,
          description: row.description,
          difficulty: row.difficulty,
          hint: row.hint,
          mitigationUrl: row.mitigationUrl,
          tutorialOrder: row.tutorialOrder,
        },
      }),
  );
  if (first) await data.atomic([first, ...rest]);
}

/**
 * Makes the instance usable: applies pending migrations, seeds an empty instance and syncs the
 * catalogue. Returns whether the data was created just now (the room then says "server started").
 */
export async function ensureInstance(data: DataHandle, config: AppConfig): Promise<{ created: boolean }> {
  try {
    await applyMigrations(data, await appliedMigrations(data));
    // Only the seed fills Challenges, so an empty table means a new instance (also after a deploy,
    // where wrangler applied the migrations before the first request).
    const [row] = await data.sql<{ seeded: number }>("SELECT EXISTS (SELECT 1 FROM Challenges) AS seeded");
    if (!row?.seeded) {
      await seed(data, config);
      return { created: true };
    }
    await syncCatalogue(data);
    return { created: false };
  } catch (error) {
    // A student's stacked queries can drop tables; such an instance is rebuilt, not left broken.
    console.warn(`The instance's data is damaged (${(error as Error).message}); rebuilding it.`);
    await resetInstance(data, config);
    return { created: true };
  }
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
    .filter((o) => !internal(o.name))
    .map((o) => `DROP ${o.type.toUpperCase()} IF EXISTS "${o.name.replaceAll('"', '""')}"`);
  await data.execAll([...drops, createMigrationsTable, `DELETE FROM ${migrationsTable}`]);
  await applyMigrations(data, new Set());
  await seed(data, config);
}
