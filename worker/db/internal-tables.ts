/**
 * Tables that are not the shop's data: SQLite's and Cloudflare's own, the migration bookkeeping,
 * the data version's, and the instance room's (which shares the Instance Durable Object's SQLite on that store). A
 * reset leaves them alone, and the schema challenge does not ask for them.
 */
export const migrationsTable = "d1_migrations";
export const roomTablePrefix = "room_";

/** The data version's table and triggers (worker/db/data-version.ts). */
export const squeezeInternalPrefix = "_squeeze_";

export const isInternalTable = (name: string) =>
  name.startsWith("sqlite_") ||
  name.startsWith("_cf_") ||
  name.startsWith(roomTablePrefix) ||
  name.startsWith(squeezeInternalPrefix) ||
  name === migrationsTable;
