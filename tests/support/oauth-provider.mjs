#!/usr/bin/env node
// A tiny third-party sign-in provider for the browser tests (OAuth 2.0 implicit flow): no outside
// provider exists here. /authorize shows a sign-in page whose button returns to the redirect URI
// with an access token in the fragment; /userinfo tells who a token belongs to.
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 8799);
const tokens = new Map();

createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Authorization" };
  if (request.method === "OPTIONS") return response.writeHead(204, cors).end();
  if (url.pathname === "/authorize") {
    const redirect = url.searchParams.get("redirect_uri") ?? "";
    if (url.searchParams.get("response_type") !== "token" || !url.searchParams.get("client_id") || !redirect) {
      return response.writeHead(400, { "Content-Type": "text/plain" }).end("bad authorization request");
    }
    const email = url.searchParams.get("login_hint") ?? "trainee@pulpmail.example";
    const token = `token-${tokens.size + 1}`;
    tokens.set(token, email);
    const back = `${redirect}#access_token=${token}&token_type=Bearer&expires_in=3600`;
    return response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(`<!doctype html><html lang="en"><head><title>PulpID</title></head><body><main><h1>PulpID</h1><p>Sign in to the shop as ${email}?</p><a href="${back}">Continue</a></main></body></html>`);
  }
  if (url.pathname === "/userinfo") {
    const email = tokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (!email) return response.writeHead(401, { ...cors, "Content-Type": "application/json" }).end('{"error":"invalid token"}');
    return response.writeHead(200, { ...cors, "Content-Type": "application/json" }).end(JSON.stringify({ email, verified_email: true }));
  }
  if (url.pathname === "/health") return response.writeHead(200).end("ok");
  response.writeHead(404).end();
}).listen(port, "127.0.0.1", () => console.log(`OAuth test provider on ${port}`));
