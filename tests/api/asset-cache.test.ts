import { describe, expect, it } from "vitest";
import { call } from "../support/instance";

describe("static assets", () => {
  it("the page's hashed scripts and stylesheets may be kept for good; files without a hash are asked for again", async () => {
    const html = await (await call("/search")).text();
    const hashed = [...html.matchAll(/"(\/assets\/[^"/]+-[\w-]{8}\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(hashed.some((path) => path.endsWith(".js"))).toBe(true);
    expect(hashed.some((path) => path.endsWith(".css"))).toBe(true);
    for (const path of new Set(hashed)) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
    }
    for (const path of ["/favicon.svg", "/assets/third-party-licenses.txt"]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toContain("must-revalidate");
    }
  });

  it("the headers file itself is not served", async () => {
    const response = await call("/_headers");
    expect(await response.text()).not.toContain("immutable");
  });
});

describe("the worker first, then the files", () => {
  it("serves the shop's files by name, and the shop's page for a file name that is not there", async () => {
    for (const [path, type] of [
      ["/robots.txt", "text/plain"],
      ["/favicon.svg", "image/svg+xml"],
      ["/assets/public/images/squeeze-logo.svg", "image/svg+xml"],
    ]) {
      const response = await call(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
    }
    const missing = await call("/assets/public/images/not-there.png");
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect(await missing.text()).toContain("<!DOCTYPE html>");
  });
});
