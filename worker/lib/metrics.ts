import type { MiddlewareHandler } from "hono";
import { apiPrefixes } from "../paths";

/**
 * Request counters of this isolate (a Prometheus counter resets when its process restarts, and an
 * isolate is our process). Labels come from fixed sets only, so a scanner cannot grow the map.
 */
const requests = new Map<string, number>();
export const isolateStartedAt = Date.now();

const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** The longest API prefix a path lies under: the route label. */
const routeOf = (pathname: string) =>
  [...apiPrefixes]
    .sort((a, b) => b.length - a.length)
    .find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? "other";

export const countRequests: MiddlewareHandler = async (c, next) => {
  await next();
  const method = methods.has(c.req.method) ? c.req.method : "OTHER";
  const key = `${method} ${routeOf(c.req.path)} ${Math.floor(c.res.status / 100)}XX`;
  requests.set(key, (requests.get(key) ?? 0) + 1);
};

export interface Sample {
  labels?: Record<string, string | number>;
  value: number;
}
export interface Metric {
  name: string;
  help: string;
  type: "counter" | "gauge";
  samples: Sample[];
}

export const requestMetric = (): Metric => ({
  name: "squeeze_http_requests_total",
  help: "API requests this isolate has answered, by method, route prefix and status class.",
  type: "counter",
  samples: [...requests].map(([key, value]) => {
    const [method, route, status] = key.split(" ") as [string, string, string];
    return { labels: { method, route, status_code: status }, value };
  }),
});

const escapeLabel = (value: string | number) => String(value).replace(/[\\"\n]/g, (ch) => (ch === "\n" ? "\\n" : `\\${ch}`));

/** The Prometheus text exposition format (version 0.0.4). */
export function exposition(metrics: Metric[]): string {
  return metrics
    .map((m) => {
      const lines = m.samples.map(({ labels, value }) => {
        const pairs = Object.entries(labels ?? {}).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
        return `${m.name}${pairs.length ? `{${pairs.join(",")}}` : ""} ${value}`;
      });
      return [`# HELP ${m.name} ${m.help}`, `# TYPE ${m.name} ${m.type}`, ...lines].join("\n");
    })
    .join("\n")
    .concat("\n");
}
