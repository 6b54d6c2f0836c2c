import type { AppConfig } from "../../config";
import { logLine, logPathOf, type LogEntry } from "../../lib/access-log-format";

/**
 * The access log of the day before the shop opened (written with the instance, so it is always
 * "yesterday" for a fresh shop; worker/lib/access-log.ts keeps it when it rotates the others).
 * It holds the clue of /support/logs (accessLogDisclosureChallenge): the accountant tried out the
 * wholesale API from her desk, reading its description at /api-docs first, and a partner's order
 * connector used it that night; one of her tries was slow and refused. That is the way to the B2B
 * order API and its two challenges (rceChallenge, rceOccupyChallenge). docs/osint.md lists it.
 */

type Line = [hhmmss: string, client: string, user: string | null, method: string, target: string, status: number, bytes: number | null, ms: number, userAgent: string];

const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:139.0) Gecko/20100101 Firefox/139.0";
const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1";
const connector = "OrchardRow-Connector/3.1 (nightly order sync; +ops@orchard-row.example)";
const probe = "kube-probe/1.31";
const desk = "192.168.40.12";
const partner = "198.51.100.23";

function lines(penny: string): Line[] {
  return [
    ["06:00:00", "10.20.0.7", null, "GET", "/rest/admin/application-version", 200, 19, 2, probe],
    ["07:12:44", "203.0.113.77", null, "GET", "/rest/products/search?q=", 200, 15872, 31, phone],
    ["07:12:45", "203.0.113.77", null, "GET", "/rest/basket/6", 401, 48, 3, phone],
    ["07:13:02", "203.0.113.77", null, "GET", "/rest/products/search?q=mango", 200, 1180, 12, phone],
    ["08:41:17", desk, null, "GET", "/api-docs", 200, 836, 3, firefox],
    ["08:41:18", desk, null, "GET", "/api-docs/swagger-initializer.js", 200, 251, 1, firefox],
    ["08:41:18", desk, null, "GET", "/api-docs/swagger.json", 200, 2904, 4, firefox],
    ["08:43:02", desk, null, "POST", "/rest/user/login", 200, 822, 41, "curl/8.11.1"],
    ["08:43:40", desk, penny, "POST", "/b2b/v2/orders", 200, 236, 22, "curl/8.11.1"],
    ["08:45:09", desk, penny, "POST", "/b2b/v2/orders", 422, 141, 9, "curl/8.11.1"],
    ["08:47:51", desk, penny, "POST", "/b2b/v2/orders", 400, 126, 318, "curl/8.11.1"],
    ["08:48:30", desk, penny, "POST", "/b2b/v2/orders", 200, 241, 20, "curl/8.11.1"],
    ["09:30:12", "203.0.113.9", null, "GET", "/api/Products/6", 200, 611, 5, firefox],
    ["09:30:14", "203.0.113.9", null, "GET", "/rest/products/6/reviews", 200, 402, 14, firefox],
    ["12:00:00", "10.20.0.7", null, "GET", "/rest/admin/application-version", 200, 19, 2, probe],
    ["13:05:27", "203.0.113.140", null, "POST", "/rest/user/login", 401, 52, 35, phone],
    ["18:00:00", "10.20.0.7", null, "GET", "/rest/admin/application-version", 200, 19, 2, probe],
    ["23:58:01", partner, null, "POST", "/rest/user/login", 200, 822, 39, connector],
    ["23:58:02", partner, penny, "POST", "/b2b/v2/orders", 200, 358, 24, connector],
    ["23:58:02", partner, penny, "POST", "/b2b/v2/orders", 200, 247, 19, connector],
    ["23:58:03", partner, penny, "POST", "/b2b/v2/orders", 200, 251, 21, connector],
  ];
}

export function seedAccessLog(config: AppConfig, now = new Date()): { path: string; text: string } {
  const day = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const penny = `penny.ledger@${config.application.domain}`;
  const text = lines(penny)
    .map(([hhmmss, client, user, method, target, status, bytes, ms, userAgent]) => {
      const entry: LogEntry = { at: new Date(`${day}T${hhmmss}Z`), client, user, method, target, status, bytes, ms, userAgent };
      return logLine(entry);
    })
    .join("");
  return { path: logPathOf(new Date(`${day}T00:00:00Z`)), text };
}
