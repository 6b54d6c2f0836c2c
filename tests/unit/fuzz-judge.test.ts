import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judge, send, type FuzzCase } from "../support/fuzz";

/**
 * The fuzzer (tests/api/fuzz.test.ts) can fail: against a small server that misbehaves on purpose,
 * a 500, a hang, an HTML answer and a 4xx without an error message are each reported.
 */
let server: Server;
let url = "";
let dropped = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const reply = (status: number, type: string, body: string) => response.writeHead(status, { "Content-Type": type }).end(body);
    if (request.url === "/drop-always" || (request.url === "/drop-once" && dropped++ === 0)) request.socket.destroy();
    else if (request.url === "/drop-once") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => reply(400, "application/json", JSON.stringify({ error: `got ${body.length} bytes as ${request.headers["content-type"]}` })));
    } else if (request.url === "/boom") reply(500, "application/json", '{"error":"boom"}');
    else if (request.url === "/page") reply(200, "text/html", "<!doctype html><p>the shop</p>");
    else if (request.url === "/bare") reply(400, "application/json", "{}");
    else if (request.url === "/fine") reply(400, "application/json", '{"error":"Invalid request: q: too long"}');
    // /hang never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const at = (path: string): FuzzCase => ({ kind: "test", group: "body", method: "GET", path, headers: {}, auth: "anonymous" });

describe("the fuzzer's judge", () => {
  it("reports a 500", async () => {
    const answer = await send(url, at("/boom"), "", 2_000);
    expect("status" in answer && judge("GET /boom", answer)).toMatch(/^answered 500/);
  });

  it("reports a route that does not answer in time", async () => {
    const answer = await send(url, at("/hang"), "", 300);
    expect(answer).toMatchObject({ timedOut: true });
  });

  it("reports a page where JSON belongs, and a 4xx without an error message", async () => {
    const page = await send(url, at("/page"), "", 2_000);
    expect("status" in page && judge("GET /page", page)).toMatch(/not JSON/);
    const bare = await send(url, at("/bare"), "", 2_000);
    expect("status" in bare && judge("GET /bare", bare)).toMatch(/without an error message/);
  });

  it("sends a request again on a new connection once when the server drops the connection, and reports it when that fails too", async () => {
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4"]), "a.pdf");
    const resent = await send(url, { ...at("/drop-once"), method: "POST", body: form }, "", 2_000);
    expect(resent).toMatchObject({ status: 400, resent: true, text: expect.stringMatching(/^\{"error":"got \d+ bytes as multipart\/form-data; boundary=/) });
    expect(await send(url, at("/drop-always"), "", 2_000)).toMatchObject({ failed: expect.any(String) });
  });

  it("accepts a 4xx JSON error", async () => {
    const answer = await send(url, at("/fine"), "", 2_000);
    expect("status" in answer && judge("GET /fine", answer)).toBeNull();
  });

  it("accepts a planned answer of an intended vulnerability only in its planned form", () => {
    const leak = { status: 500, contentType: "application/json", text: '{"error":{"message":"SQLITE_ERROR: near \\"x\\""}}', ms: 1 };
    expect(judge("POST /rest/user/login", leak)).toBeNull();
    expect(judge("POST /api/Users", leak)).toMatch(/^answered 500/);
  });
});
