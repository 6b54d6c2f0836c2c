import { describe, expect, it } from "vitest";
import { defaultConfig } from "../../worker/config/presets";
import { seedAccessLog } from "../../worker/db/seed/access-log";
import { accessLogLimits, logLine, logPathOf, loggedTarget, rotatedOut } from "../../worker/lib/access-log-format";

const entry = {
  at: new Date("2026-11-24T08:02:11.500Z"),
  client: "203.0.113.9",
  user: "jasper.quill@squeeze.test",
  method: "GET",
  target: "/rest/products/search?q=mango",
  status: 200,
  bytes: 1180,
  ms: 12.4,
  userAgent: "curl/8.11.1",
};

describe("the access log's lines (worker/lib/access-log-format.ts)", () => {
  it("are our common log format, one line each", () => {
    expect(logLine(entry)).toBe('203.0.113.9 - jasper.quill@squeeze.test [24/Nov/2026:08:02:11 +0000] "GET /rest/products/search?q=mango HTTP/1.1" 200 1180 12ms "curl/8.11.1"\n');
    expect(logLine({ ...entry, user: null, bytes: null, client: "-" })).toMatch(/^- - - \[.*\] ".*" 200 - 12ms/);
    expect(logPathOf(entry.at)).toBe("/support/logs/access.log.2026-11-24");
  });

  it("keep only printable ASCII, escape quotes and never let a field break the line", () => {
    const line = logLine({ ...entry, userAgent: 'evil"\n\u0000agent\u00e9', user: "<script>", client: "1.2.3.4\nX", method: "get it" });
    expect(line.split("\n")).toHaveLength(2);
    expect(line).toMatch(/^- - - \[/);
    expect(line).toContain('"OTHER /rest');
    expect(line).toContain('"evil\\"??agent?"');
    expect(logLine({ ...entry, userAgent: "x".repeat(5_000), target: "/y".repeat(5_000) }).length).toBeLessThanOrEqual(accessLogLimits.lineChars + 1);
  });

  it("mask the values of secret query parameters and anything that looks like a session token", () => {
    const url = (path: string) => new URL(`http://shop.test${path}`);
    expect(loggedTarget(url("/rest/user/change-password?current=hunter2&new=abc&repeat=abc"))).toBe("/rest/user/change-password?current=***&new=***&repeat=***");
    expect(loggedTarget(url("/rest/user/login?email=a%40b.c&password=S3cret%21"))).toBe("/rest/user/login?email=a%40b.c&password=***");
    expect(loggedTarget(url("/x?access_token=abc&API-Key=k&q=juice&Session=s"))).toBe("/x?access_token=***&API-Key=***&q=juice&Session=***");
    const jwt = "eyJhbGciOiJSUzI1NiJ9.eyJzdGF0dXMiOiJzdWNjZXNzIn0.c2lnbmF0dXJl";
    expect(loggedTarget(url(`/rest/products/search?q=${jwt}`))).toBe("/rest/products/search?q=***");
    expect(loggedTarget(url(`/profile/${jwt}/x`))).toBe("/profile/***/x");
    expect(loggedTarget(url('/x?q="quoted"'))).toBe("/x?q=%22quoted%22");
  });

  it("rotate daily: the newest seven days stay, and the oldest log (the day before the shop opened)", () => {
    const days = Array.from({ length: 10 }, (_, n) => `/support/logs/access.log.2026-11-${String(10 + n).padStart(2, "0")}`);
    expect(rotatedOut(days.slice(0, 8))).toEqual([]);
    expect(rotatedOut(days)).toEqual(days.slice(1, 3));
    expect(rotatedOut([...days, "/support/logs/notes.txt", "/support/logs/access.log.old"])).toEqual(days.slice(1, 3));
  });
});

describe("the log of the day before the shop opened (worker/db/seed/access-log.ts)", () => {
  it("is dated the day before, and points at the wholesale API and its description", () => {
    const { path, text } = seedAccessLog(defaultConfig, new Date("2026-11-25T10:00:00Z"));
    expect(path).toBe("/support/logs/access.log.2026-11-24");
    const lines = text.trimEnd().split("\n");
    for (const line of lines) expect(line).toMatch(/^\S+ - \S+ \[24\/Nov\/2026:\d{2}:\d{2}:\d{2} \+0000\] "[A-Z]+ \S+ HTTP\/1\.1" \d{3} \S+ \d+ms "[^"]*"$/);
    expect(text).toContain('"GET /api-docs HTTP/1.1" 200');
    expect(text).toContain('"POST /b2b/v2/orders HTTP/1.1" 200');
    expect(text).toContain(`penny.ledger@${defaultConfig.application.domain}`);
    expect(text.length).toBeLessThan(accessLogLimits.fileChars);
  });
});
