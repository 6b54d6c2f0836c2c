/**
 * Guarded writes: a conditional update that must not happen writes NULL into a NOT NULL column
 * instead (`CASE WHEN <condition> THEN <new value> ELSE NULL END`). SQLite then refuses the
 * statement, and the batch it belongs to fails whole, on both stores. This tells which guard it was.
 */
export function failedGuard(error: unknown, column: `${string}.${string}`): boolean {
  const needle = `NOT NULL constraint failed: ${column}`.toLowerCase();
  // drizzle wraps the driver's error; the store's message is in the cause.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.toLowerCase().includes(needle)) return true;
  }
  return false;
}
