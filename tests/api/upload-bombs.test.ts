import { beforeAll, describe, expect, it } from "vitest";
import { droppedConnection, sendOnNewConnection } from "../support/fuzz";
import { baseUrl, call, resetInstance } from "../support/instance";
import { billionLaughs, customerToken, smallPdf, upload, uploadRequest, withDeclaredSize, yamlAliasBomb, zerosZip, type UploadedFile } from "../support/uploads";

/**
 * The parsers' bombs are stopped by their budgets, and the instance answers other requests while
 * one is handled (outcomes only: timings belong to `npm run bench`, not to assertions).
 */
/**
 * A request, sent once more on a new connection when the server dropped the kept-alive connection
 * it went out on: after the bombs before it stalled workerd, that can happen to any request, and a
 * browser would send it again (docs/performance.md).
 */
async function resentOnDrop(path: string, init: { method?: string; body?: FormData; headers?: Record<string, string> } = {}): Promise<Response> {
  try {
    return await call(path, init);
  } catch (error) {
    if (!droppedConnection(error)) throw error;
    const answer = await sendOnNewConnection(`${baseUrl()}${path}`, init.method ?? "GET", new Headers(init.headers), init.body, 30_000);
    return new Response(answer.text, { status: answer.status, headers: { "Content-Type": answer.contentType } });
  }
}

describe("upload bombs are stopped within their budgets", () => {
  let token: string;
  let bombs: { declared100MiB: Uint8Array; claims10Bytes: Uint8Array; claimsPlausibleSize: Uint8Array };
  beforeAll(async () => {
    // Compressing megabytes of zeros blocks the event loop for seconds on a busy machine: done
    // before any request, or the server may close the idle pooled connection the next upload
    // then writes into (EPIPE, "other side closed").
    bombs = {
      declared100MiB: zerosZip("zeros.bin", 100 * 1024 * 1024),
      claims10Bytes: withDeclaredSize(zerosZip("small.txt", 10 * 1024 * 1024), 10),
      claimsPlausibleSize: withDeclaredSize(zerosZip("small.txt", 20 * 1024 * 1024), 24_000),
    };
    await resetInstance();
    token = await customerToken();
  });

  /** Sends the upload and an ordinary request together; both must answer. */
  async function alongsideOrdinaryRequest(file: UploadedFile) {
    const [bomb, ordinary] = await Promise.all([resentOnDrop("/file-upload", uploadRequest(token, file)), resentOnDrop("/api/Products/1")]);
    expect(ordinary.status).toBe(200);
    expect((await ordinary.json()).data.id).toBe(1);
    return bomb;
  }

  it("billion laughs (XML) is refused by the amplification guard", async () => {
    const response = await alongsideOrdinaryRequest({ name: "lol.xml", content: billionLaughs(12) });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/amplification/);
  });

  it("deeply nested entities (XML) are refused by the nesting guard", async () => {
    const chain = Array.from({ length: 40 }, (_, i) => `<!ENTITY e${i + 1} "&e${i};&e${i};">`).join("");
    const response = await alongsideOrdinaryRequest({ name: "deep.xml", content: `<!DOCTYPE d [<!ENTITY e0 "x">${chain}]><d>&e40;</d>` });
    expect(response.status).toBe(422);
  });

  it("an alias bomb (YAML) is refused by the alias limit", async () => {
    const response = await alongsideOrdinaryRequest({ name: "bomb.yml", content: yamlAliasBomb(12) });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/alias/);
  });

  it("a YAML node that contains itself is shown cut short, not followed forever", async () => {
    const response = await upload(token, { name: "loop.yaml", content: "loop: &loop\n  again: *loop\n" });
    expect(response.status).toBe(410);
    expect((await response.json()).parsed).toContain('"…"');
  });

  it("a tiny zip declaring a 100 MiB entry is skipped by its declared size", async () => {
    const bomb = bombs.declared100MiB;
    expect(bomb.length).toBeLessThan(200_000);
    const response = await alongsideOrdinaryRequest({ name: "bomb.zip", content: bomb });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ stored: [], skipped: [{ name: "zeros.bin", reason: expect.stringMatching(/declares 104857600 bytes/) }] });
  });

  it("a zip whose header claims 10 bytes for a 10 MiB stream is skipped before inflating", async () => {
    const liar = bombs.claims10Bytes;
    const response = await alongsideOrdinaryRequest({ name: "liar.zip", content: liar });
    expect(response.status).toBe(201);
    expect((await response.json()).data.skipped).toEqual([{ name: "small.txt", reason: expect.stringMatching(/declares 10 bytes for \d+ compressed bytes/) }]);
  });

  it("a zip whose header claims a plausible size for a stream that inflates hundreds of times more is stopped while inflating", async () => {
    const liar = bombs.claimsPlausibleSize;
    expect(liar.length).toBeLessThan(24_000);
    const response = await alongsideOrdinaryRequest({ name: "liar.zip", content: liar });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ stored: [], skipped: [{ name: "small.txt", reason: expect.stringMatching(/inflates to more than the 24000 bytes/) }] });
  });

  it("afterwards the upload works as before", async () => {
    expect((await upload(token, { name: "invoice.pdf", content: smallPdf() })).status).toBe(201);
  });
});
