import { describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { apiPrefixes, isApiPath } from "../../worker/paths";

// Type-checked with the worker's own types (tsconfig.json), run in Node.
describe("the table of API path prefixes", () => {
  it("covers every route the API has", () => {
    // "/*" is a middleware for every request (the request counters), not a route.
    const routes = api.routes.filter((r) => r.path !== "/*");
    const outside = routes.map((r) => r.path.replace(/\/\*$|\/:[^/]+.*$/, "")).filter((path) => !isApiPath(path));
    expect(outside).toEqual([]);
  });

  it("has no prefix inside another", () => {
    for (const a of apiPrefixes) for (const b of apiPrefixes) if (a !== b) expect(a.startsWith(`${b}/`), `${a} under ${b}`).toBe(false);
  });

  it.each([
    ["/rest", true],
    ["/rest/user/login", true],
    ["/profile", true],
    ["/profile/image/url", true],
    ["/support/logs/access.log.2026-11-22", true],
    ["/profiles", false],
    ["/restaurant", false],
    ["/search", false],
    ["/", false],
    ["/assets/public/images/products/apple.svg", false],
  ])("%s is an API path: %s", (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});
