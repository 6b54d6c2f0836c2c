import { drizzle } from "drizzle-orm/sqlite-proxy";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../worker/config";
import type { DataHandle } from "../../worker/db/handle";
import * as schema from "../../worker/db/schema";
import { ensureInstance } from "../../worker/instance/lifecycle";

/**
 * A store that answers raw SQL with `answer` and records every statement, so the tests can see
 * what ensureInstance would have done to real data.
 */
function fakeStore(answer: (query: string) => Record<string, unknown>[]) {
  const statements: string[] = [];
  const run = (query: string) => {
    statements.push(query);
    return answer(query);
  };
  const data: DataHandle = {
    kind: "d1",
    db: drizzle(async (query) => ({ rows: run(query) }), { schema }),
    sql: async <T,>(query: string) => run(query) as T[],
    atomic: async (batch) => void statements.push(`atomic(${batch.length})`),
    execAll: async (batch) => batch.forEach(run),
  };
  return { data, statements };
}

const config = loadConfig({});
const wipes = (statements: string[]) => statements.filter((s) => /^(DROP|DELETE)\b/.test(s));

describe("ensureInstance wipes nothing unless the schema is recognisably damaged", () => {
  it("a store that cannot be reached fails the request and drops nothing", async () => {
    const { data, statements } = fakeStore(() => {
      throw new Error("D1_ERROR: Network connection lost.");
    });
    await expect(ensureInstance(data, config)).rejects.toThrow(/Network connection lost/);
    expect(wipes(statements)).toEqual([]);
  });

  it("an unexpected error while checking the schema fails the request and drops nothing", async () => {
    const { data, statements } = fakeStore((query) => {
      if (query.includes("pragma_table_info")) throw new Error("D1_ERROR: internal error; reference = 0123abcd");
      return query.startsWith("SELECT name FROM d1_migrations") ? [{ name: "0000_init.sql" }, { name: "0001_hints-order.sql" }] : [];
    });
    await expect(ensureInstance(data, config)).rejects.toThrow(/internal error/);
    expect(wipes(statements)).toEqual([]);
  });

  it("a migration that finds its table gone rebuilds the instance", async () => {
    const { data, statements } = fakeStore((query) => {
      if (query.startsWith("DROP INDEX `Hints_ChallengeId`")) throw new Error("D1_ERROR: no such index: Hints_ChallengeId: SQLITE_ERROR");
      if (query.startsWith("CREATE TABLE `Hints`")) throw new Error("D1_ERROR: no such table: Hints: SQLITE_ERROR");
      if (query.startsWith("SELECT name FROM d1_migrations")) return [{ name: "0000_init.sql" }];
      if (query.startsWith("SELECT type, name FROM sqlite_master")) return [{ type: "table", name: "Users" }];
      return [];
    });
    // The fake answers no tables afterwards, so the rebuild's own migrations "fail" too: what
    // matters here is that the rebuild started (and only with a schema error).
    await expect(ensureInstance(data, config)).rejects.toThrow();
    expect(wipes(statements)).toContain('DROP TABLE IF EXISTS "Users"');
  });
});
