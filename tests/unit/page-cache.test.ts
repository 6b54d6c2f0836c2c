import { describe, expect, it } from "vitest";
import { createPageCache, pageCacheLimits } from "../../worker/page-cache";

/** A renderer that counts its calls and answers with the call number. */
function renderer(status = 200, headers: Record<string, string> = {}) {
  const calls: Request[] = [];
  const render = async (request: Request) => {
    calls.push(request);
    return new Response(`page ${calls.length} of ${new URL(request.url).pathname}`, { status, headers: { "Content-Type": "text/html", ...headers } });
  };
  return { calls, render };
}

const get = (path: string, cookie?: string) => new Request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});

describe("the page cache", () => {
  it("serves a page again while the data's version stays, and renders anew when it moves", async () => {
    const cache = createPageCache();
    const { calls, render } = renderer();
    let version = 1;
    const read = async () => version;
    expect(await (await cache.serve(get("/search"), read, render)).text()).toBe("page 1 of /search");
    const again = await cache.serve(get("/search"), read, render);
    expect(await again.text()).toBe("page 1 of /search");
    expect(again.headers.get("Content-Type")).toBe("text/html");
    version = 2;
    expect(await (await cache.serve(get("/search"), read, render)).text()).toBe("page 2 of /search");
    expect(calls).toHaveLength(2);
  });

  it("keeps pages apart by address, query and language", async () => {
    const cache = createPageCache();
    const { calls, render } = renderer();
    const read = async () => 1;
    for (const request of [get("/search?q=a"), get("/search?q=b"), get("/search?q=a", "language=de_DE"), get("/search?q=a", "token=x")]) {
      await cache.serve(request, read, render);
    }
    // The last differs only in a cookie the pages do not read.
    expect(calls.map((r) => `${new URL(r.url).search} ${r.headers.get("Cookie") ?? ""}`)).toEqual(["?q=a ", "?q=b ", "?q=a language=de_DE"]);
  });

  it("never keeps failures, pages setting cookies or saying no-store, other methods or pages without a version", async () => {
    const read = async () => 1;
    for (const [render, request, version] of [
      [renderer(503).render, get("/"), read],
      [renderer(200, { "Set-Cookie": "a=b" }).render, get("/"), read],
      // One render's own page (a search with its render nonce).
      [renderer(200, { "Cache-Control": "no-store" }).render, get("/search?q=%3Cb%3E"), read],
      [renderer().render, new Request("http://shop.test/", { method: "POST", body: "x" }), read],
      [renderer().render, get("/"), async () => null],
    ] as const) {
      const cache = createPageCache();
      await cache.serve(request, version, render);
      expect(cache.size.entries).toBe(0);
    }
  });

  it("renders once for requests that arrive while the page is being rendered", async () => {
    const cache = createPageCache();
    const { calls, render } = renderer();
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.serve(get("/"), async () => 7, render)));
    expect(await Promise.all(pages.map((p) => p.text()))).toEqual(Array(5).fill("page 1 of /"));
    expect(calls).toHaveLength(1);
  });

  it("forgets the least recently used pages beyond its limits, and pages past their age", async () => {
    let clock = 0;
    const cache = createPageCache({ ...pageCacheLimits, entries: 2, maxAgeMs: 1000 }, () => clock);
    const { calls, render } = renderer();
    const read = async () => 1;
    await cache.serve(get("/a"), read, render);
    await cache.serve(get("/b"), read, render);
    await cache.serve(get("/a"), read, render); // /a is now the most recent
    await cache.serve(get("/c"), read, render); // pushes out /b
    await cache.serve(get("/b"), read, render);
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual(["/a", "/b", "/c", "/b"]);
    clock = 1000;
    await cache.serve(get("/b"), read, render);
    expect(calls).toHaveLength(5);
    expect(cache.size.entries).toBeLessThanOrEqual(2);
  });
});
