import { count, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import exposedMetrics from "../challenges/catalogue/exposed-metrics";
import { solveIf } from "../challenges/engine";
import { challenges, users } from "../db/schema";
import { exposition, isolateStartedAt, requestMetric, type Metric } from "../lib/metrics";

/** Scrapers announce themselves; a person with a browser or curl does not. */
const isScraper = (userAgent: string) => /prometheus|grafana|victoriametrics|otel|telegraf/i.test(userAgent);

/**
 * GET /metrics: the shop's numbers for its monitoring, in Prometheus' text format. Mounted at /metrics.
 */
// vuln-code-snippet start exposedMetricsChallenge
// Served to anyone who asks, with no token and no network rule: fine for a scraper inside the
// cluster, not for the whole internet.
export const metricsApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => { // vuln-code-snippet vuln-line exposedMetricsChallenge
  const ctx = c.get("instance");
  const { db } = ctx.data;
  // vuln-code-snippet hide-start
  const userAgent = c.req.header("User-Agent") ?? "";
  await solveIf(ctx, exposedMetrics, () => !isScraper(userAgent));
  // vuln-code-snippet hide-end
  const [solved, registered] = await Promise.all([
    db
      .select({ difficulty: challenges.difficulty, category: challenges.category, total: count(), solved: sql<number>`sum(${challenges.solved})` })
      .from(challenges)
      .groupBy(challenges.difficulty, challenges.category),
    db.select({ role: users.role, total: count() }).from(users).groupBy(users.role),
  ]);
  const metrics: Metric[] = [
    requestMetric(),
    {
      name: "squeeze_challenges_solved",
      help: "Hacking challenges solved on this instance, by difficulty and category.",
      type: "gauge",
      samples: solved.map((r) => ({ labels: { difficulty: r.difficulty, category: r.category }, value: Number(r.solved ?? 0) })),
    },
    {
      name: "squeeze_challenges_total",
      help: "Hacking challenges on this instance, by difficulty and category.",
      type: "gauge",
      samples: solved.map((r) => ({ labels: { difficulty: r.difficulty, category: r.category }, value: r.total })),
    },
    {
      name: "squeeze_users_registered",
      help: "Accounts on this instance, by role.",
      type: "gauge",
      samples: registered.map((r) => ({ labels: { role: r.role }, value: r.total })),
    },
    {
      name: "squeeze_isolate_start_time_seconds",
      help: "When the isolate serving this instance started, in seconds since the epoch.",
      type: "gauge",
      samples: [{ value: Math.floor(isolateStartedAt / 1000) }],
    },
  ];
  return c.body(exposition(metrics), 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
});
// vuln-code-snippet end exposedMetricsChallenge
