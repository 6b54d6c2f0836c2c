import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

/** One sample's value from the exposition text. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && labels.split(",").every((pair) => l.includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : undefined;
}

describe("exposedMetricsChallenge", () => {
  beforeEach(resetInstance);

  it("a scraper reading /metrics solves nothing; the numbers are real", async () => {
    const scraped = await call("/metrics", { headers: { "User-Agent": "Prometheus/2.53.0" } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const before = await scraped.text();
    expect(before).toMatch(/^# TYPE squeeze_http_requests_total counter$/m);
    expect(sample(before, "squeeze_users_registered", 'role="admin"')).toBeGreaterThanOrEqual(1);
    const gets = () => call("/metrics", { headers: { "User-Agent": "Prometheus/2.53.0" } }).then((r) => r.text());
    const counted = (text: string) => sample(text, "squeeze_http_requests_total", 'method="GET",route="/api",status_code="2XX"') ?? 0;
    const first = counted(await gets());
    await call("/api/Products");
    await call("/api/Products");
    expect(counted(await gets())).toBe(first + 2);
    expect(await isSolved("exposedMetricsChallenge")).toBe(false);
  });

  it("anyone else who asks for /metrics solves it", async () => {
    const response = await call("/metrics", { headers: { "User-Agent": "curl/8.5.0" } });
    expect(await response.text()).toMatch(/squeeze_challenges_solved\{/);
    expect(await isSolved("exposedMetricsChallenge")).toBe(true);
    const text = await (await call("/metrics", { headers: { "User-Agent": "Prometheus/2.53.0" } })).text();
    expect(sample(text, "squeeze_challenges_solved", 'category="Observability Failures"')).toBeGreaterThanOrEqual(1);
  });
});
