import { DurableObject } from "cloudflare:workers";

/**
 * The deployment's list of cohorts (one object, named "cohorts"): what the trainer's list shows.
 * Each cohort's own record lives in its Cohort object; this holds only which codes exist.
 */
export class CohortDirectory extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS cohorts (code TEXT PRIMARY KEY, createdAt INTEGER NOT NULL)`);
  }

  /** Claims a code; false when it is taken (the caller draws another). */
  claim(code: string): boolean {
    return this.ctx.storage.sql.exec(`INSERT OR IGNORE INTO cohorts (code, createdAt) VALUES (?, ?) RETURNING code`, code, Date.now()).toArray().length > 0;
  }

  codes(): string[] {
    return this.ctx.storage.sql.exec<{ code: string }>(`SELECT code FROM cohorts ORDER BY createdAt DESC`).toArray().map((r) => r.code);
  }
}

export const directoryName = "cohorts";
