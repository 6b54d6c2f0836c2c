import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { fillPath, pathParamNames, type ApiRoute } from "./api-routes";

/**
 * The bad-input fuzzer: for each route of the API, requests with broken or hostile input (path,
 * query, body, content type, token), and what every answer must be. tests/api/fuzz.test.ts runs
 * it against both stores; docs/performance.md says how to run it longer.
 */

// ---------------------------------------------------------------------------------------------
// What is allowed to differ from "a JSON answer, 4xx with an error message, never a 5xx".

/**
 * Routes that deliberately answer with something other than JSON (files, pages, text), and the
 * statuses at which they may. Their 4xx answers are still JSON errors.
 */
export const nonJsonRoutes: Record<string, { why: string; statuses: (status: number) => boolean }> = {
  "GET /promotion": { why: "the promotion video's HTML page", statuses: ok },
  "GET /assets/public/videos/:name": { why: "video and subtitle files, with byte ranges (206, 304, 416 carry no JSON)", statuses: (s) => ok(s) || s === 416 },
  "GET /assets/public/images/padding/:file": { why: "the spacer images (PNG)", statuses: ok },
  "GET /rest/user/whoami": { why: "JSONP when a callback is named (application/javascript)", statuses: ok },
  "GET /rest/repeat-notification": { why: "answers a plain OK, as the reference shop does", statuses: ok },
  "GET /encryptionkeys/:file": { why: "PEM key files", statuses: ok },
  "GET /assets/public/images/uploads/:file{.+}": { why: "uploaded pictures", statuses: ok },
  "GET /profile": { why: "the profile page, rendered by the worker", statuses: ok },
  "POST /profile": { why: "a form post, answered with a redirect to the page", statuses: ok },
  "POST /profile/image/file": { why: "a form post, answered with a redirect to the page", statuses: ok },
  "POST /profile/image/url": { why: "a form post, answered with a redirect to the page", statuses: ok },
  "GET /metrics": { why: "Prometheus text exposition", statuses: ok },
  "GET /ftp": { why: "a directory listing page for browsers", statuses: ok },
  "GET /ftp/quarantine": { why: "a directory listing page for browsers", statuses: ok },
  "GET /ftp/:file": { why: "the file server's downloads", statuses: ok },
  "GET /ftp/quarantine/:file": { why: "the file server's downloads", statuses: ok },
  "GET /squeezing/the/last/drop/out/of/this/egg": { why: "the Easter egg's HTML page", statuses: ok },
  "GET /assets/public/images/products/cold-press-3000-housing.stl": { why: "the CAD model file", statuses: ok },
  "GET /.well-known/security.txt": { why: "the security policy, plain text as RFC 9116 has it", statuses: ok },
  "GET /.well-known/csaf/white": { why: "the advisory directory's listing, a page for browsers", statuses: ok },
  "GET /.well-known/csaf/white/:path{.+}": { why: "the CSAF advisories, their checksums and index files, and folder listings", statuses: ok },
  "GET /dataerasure": { why: "the data erasure page, rendered by the worker", statuses: ok },
  "POST /dataerasure": { why: "the data erasure form's post, answered with a page", statuses: ok },
  "GET /rest/country-mapping.yml": { why: "the country mapping as the YAML document the reference CTF exporter reads", statuses: ok },
  "POST /rest/chat": { why: "the AI assistant's answer, streamed as server-sent events", statuses: ok },
  "GET /operator/ctf-export": { why: "the CTF export, a CSV, XML or JSON file (only with the operator token)", statuses: ok },
  "GET /api-docs": { why: "the wholesale API's description, a page (Swagger UI)", statuses: ok },
  "GET /api-docs/swagger-initializer.js": { why: "the script of that page", statuses: ok },
  "GET /support/logs": { why: "a directory listing page for browsers", statuses: ok },
  "GET /support/logs/:file": { why: "the access log files, plain text", statuses: ok },
  "GET /the/tasting/room/*": { why: "the Premium tasting room's page", statuses: ok },
};
function ok(status: number) {
  return status >= 200 && status < 400;
}

/** An answer outside the rules that an intended vulnerability needs, with the challenge it serves. */
export interface Exclusion {
  route: string;
  challenge: string;
  why: string;
  /** Whether this answer is the planned one. */
  matches: (answer: Answer) => boolean;
}

const sqlError = (answer: Answer) => answer.status === 500 && /SQLITE_|D1_ERROR|SQL/.test(leakyMessage(answer) ?? "");

export const exclusions: Exclusion[] = [
  {
    route: "POST /rest/user/login",
    challenge: "errorHandlingChallenge",
    why: "the email is pasted into the SQL text (loginAdminChallenge and the other login injections); SQL it breaks is shown on the leaky error page",
    matches: sqlError,
  },
  {
    route: "GET /rest/products/search",
    challenge: "errorHandlingChallenge",
    why: "the search text is pasted into the SQL text (unionSqlInjectionChallenge, dbSchemaChallenge); SQL it breaks is shown on the leaky error page",
    matches: sqlError,
  },
  {
    route: "GET /ftp/:file",
    challenge: "nullByteChallenge",
    why: "the file server refuses other types with an unplanned 403 on the leaky error page (errorHandlingChallenge), which the poison null byte gets around",
    matches: (a) => a.status === 403 && leakyMessage(a) !== undefined,
  },
];

// ---------------------------------------------------------------------------------------------
// The inputs.

/** A small, seeded random number generator (mulberry32), so a run can be repeated. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const kB10 = "x".repeat(10 * 1024);
const MB1 = "y".repeat(1024 * 1024);

/** Values of the wrong type or shape for any field, each with a short name for the report. */
const badValues: [string, unknown][] = [
  ["null", null],
  ["true", true],
  ["0", 0],
  ["-1", -1],
  ["1.5", 1.5],
  ["a huge number", 1e308],
  ["a huge negative number", -1e308],
  ["an unsafe integer", 9007199254740993],
  ["a number string", "1"],
  ["an empty string", ""],
  ["a 10 kB string", kB10],
  ["an array", ["a", 1]],
  ["an empty array", []],
  ["an object", { a: 1 }],
  ["an operator object", { $ne: null }],
  ["a NUL", "a\u0000b"],
  ["right-to-left text", "\u202eevil\u202c"],
  ["emoji", "🍊🧃".repeat(20)],
  ["lone surrogates", "\ud800x\udfff"],
  ["percent-encoding", "%00%2e%2e%2f%ff"],
  ["a path", "../../../etc/passwd"],
  ["a quote", "it's"],
  ["markup", "<b>x</b>"],
];

/** Plausible values by field name (what the shop's own pages would send); others get "fuzz". */
const plausible: Record<string, unknown> = {
  email: "fuzz@squeeze.test",
  password: "fuzz-password",
  passwordRepeat: "fuzz-password",
  new: "fuzz-password",
  repeat: "fuzz-password",
  current: "fuzz-password",
  answer: "fuzz",
  id: 1,
  ProductId: 1,
  BasketId: 1,
  UserId: 1,
  SecurityQuestionId: 1,
  quantity: 1,
  price: 1,
  deluxePrice: 1,
  q: "juice",
  message: "A fuzzed review.",
  author: "fuzz@squeeze.test",
  totpToken: "123456",
  initialToken: "123456",
  role: "customer",
  oauth: false,
  imageUrl: "http://localhost/assets/public/images/padding/1px.png",
  fields: "id,email",
};
export const plausibleValue = (field: string): unknown => plausible[field] ?? "fuzz";

/** Path parameter values: plausible ones first, then broken ones (as they go into the URL). */
const pathValues: [string, string][] = [
  ["1", "1"],
  ["an unknown id", "999999"],
  ["0", "0"],
  ["-1", "-1"],
  ["1.5", "1.5"],
  ["a word", "abc"],
  ["a long string", "z".repeat(4000)],
  ["a huge number", "99999999999999999999999999"],
  ["1e308", "1e308"],
  ["NaN", "NaN"],
  ["an encoded NUL", "%00"],
  ["an encoded poison NUL", "a%2500.md"],
  ["invalid UTF-8", "%ff%fe"],
  ["an overlong slash", "%C0%AF"],
  ["a lone percent", "%"],
  ["encoded traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["right-to-left text", encodeURIComponent("\u202eexe.md")],
  ["emoji", encodeURIComponent("🍊🧃")],
  ["a quote", encodeURIComponent("'")],
  ["markup", encodeURIComponent("<b>")],
];

/** Query values: each goes into every field name the fuzzer knows, repeated keys and arrays too. */
const queryValues: [string, string][] = [
  ["empty", ""],
  ["a number", "1"],
  ["a huge number", "1e308"],
  ["a 10 kB string", kB10],
  ["an encoded NUL", "%00"],
  ["invalid UTF-8", "%ff%fe"],
  ["a lone percent", "%"],
  ["right-to-left text", encodeURIComponent("\u202e")],
  ["emoji", encodeURIComponent("🍊🧃")],
  ["a quote", encodeURIComponent("'")],
  ["JSON", encodeURIComponent('{"$ne":null}')],
];

/** Field names that the API's own zod schemas use (read from worker/routes), for bodies and queries. */
export function knownFields(routesDir = join(import.meta.dirname, "../../worker/routes")): string[] {
  const names = new Set<string>();
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  for (const file of files(routesDir)) {
    const source = readFileSync(file, "utf8");
    for (const at of source.matchAll(/z\s*\.\s*object\s*\(\s*\{/g)) {
      // The object literal's own keys, up to its closing brace.
      let depth = 0;
      let end = at.index! + at[0].length - 1;
      for (; end < source.length; end++) {
        if ("{([".includes(source[end]!)) depth++;
        if ("})]".includes(source[end]!) && --depth === 0) break;
      }
      for (const key of source.slice(at.index!, end).matchAll(/[{,]\s*(?:\/\*\*?[^*]*\*\/\s*)?["']?([A-Za-z_$][\w$]*)["']?\s*:/g)) names.add(key[1]!);
    }
  }
  return [...names].sort();
}

/** The field names in a 400 of the API's validators ("Invalid request: a: …; b.c: …"). */
export function fieldsNamedIn(error: string): string[] {
  const names = new Set<string>();
  if (!error.startsWith("Invalid request: ")) return [];
  for (const part of error.slice("Invalid request: ".length).split("; ")) {
    const path = part.slice(0, part.indexOf(":"));
    if (path && path !== "body") names.add(path.split(".")[0]!);
    for (const m of part.matchAll(/Unrecognized keys?: (.*)/g)) for (const k of m[1]!.matchAll(/"([^"]+)"/g)) names.add(k[1]!);
  }
  return [...names];
}

// ---------------------------------------------------------------------------------------------
// The cases.

export type Auth = "anonymous" | "customer";

export interface FuzzCase {
  /** What is wrong with this request, for the report. */
  kind: string;
  /** Which part of the request is broken: the bounded run samples every group. */
  group: "path" | "query" | "headers" | "body" | "content type" | "fields" | "types" | "large";
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  auth: Auth;
}

const json = (value: unknown) => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) });
const hasBody = (method: string) => ["POST", "PUT", "PATCH", "DELETE"].includes(method);

/** What a route is known to take: learned from its own 400s, else every field the API knows. */
export interface RouteShape {
  bodyFields: string[];
  queryFields: string[];
}

function form(fields: Record<string, unknown>, asMultipart: boolean): Pick<FuzzCase, "headers" | "body"> {
  const entries = Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)] as const);
  if (!asMultipart) return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(entries.map(([k, v]) => [k, v])).toString() };
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  data.append("file", new Blob(["%PDF-1.4\n%%EOF\n"]), "fuzz.pdf");
  return { headers: {}, body: data };
}

/** Every case for one route, for one kind of sender. */
export function casesFor(route: ApiRoute, shape: RouteShape, allFields: string[], auth: Auth): FuzzCase[] {
  const params = pathParamNames(route.path);
  const base = fillPath(route.path, () => "1");
  const cases: FuzzCase[] = [];
  let group: FuzzCase["group"] = "path";
  const add = (kind: string, init: Partial<FuzzCase> = {}) =>
    cases.push({ kind, group, method: route.method, path: base, auth, ...init, headers: { ...init.headers } });

  // The path: each parameter broken in turn (the others plausible).
  for (const param of params) {
    for (const [name, value] of pathValues) add(`path ${param} = ${name}`, { path: fillPath(route.path, (p) => (p === param ? value : "1")) });
  }

  // The query: every known field at once, and the route's own one at a time.
  group = "query";
  const queryFields = shape.queryFields.length > 0 ? shape.queryFields : allFields;
  for (const [name, value] of queryValues) {
    const fields = value.length > 1000 ? queryFields.slice(0, 3) : allFields;
    add(`query every field = ${name}`, { path: `${base}?${fields.map((f) => `${f}=${value}`).join("&")}` });
  }
  for (const field of queryFields) {
    add(`query ${field} repeated`, { path: `${base}?${field}=a&${field}=b` });
    add(`query ${field}[] array`, { path: `${base}?${field}[]=a&${field}[x]=b` });
    add(`query ${field} malformed`, { path: `${base}?${field}=%&${field}%=&=x&&` });
  }

  // Headers every route reads: a token that is not one, an odd range.
  group = "headers";
  add("a garbage bearer token", { headers: { Authorization: "Bearer not.a.token" } });
  add("a 10 kB bearer token", { headers: { Authorization: `Bearer ${kB10}` } });
  add("a garbage token cookie", { headers: { Cookie: "token=%ff%00; token=x" } });
  add("an unsigned token", { headers: { Authorization: `Bearer ${unsignedToken}` } });
  add("an odd byte range", { headers: { Range: "bytes=99999999999999999999-1", "If-None-Match": "\u00ff" } });

  if (!hasBody(route.method)) return cases;

  // The body: broken as a whole.
  group = "body";
  const rawBodies: [string, string | Uint8Array<ArrayBuffer>][] = [
    ["malformed JSON", "{nope"],
    ["truncated JSON", '{"a":'],
    ["trailing garbage", '{"a":1}}'],
    ["an empty body", ""],
    ["null", "null"],
    ["an array", "[]"],
    ["an array of objects", "[{},{}]"],
    ["a string", '"fuzz"'],
    ["a number too large for a double", "1e999"],
    ["true", "true"],
    ["a NUL byte", "\u0000"],
    ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])],
    ["a UTF-16 byte order mark", new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
    ["1 MB of opening brackets", "[".repeat(1024 * 1024)],
    ["nesting 2,000 deep", `${'{"a":'.repeat(2000)}1${"}".repeat(2000)}`],
    ["a 1 MB key", `{"${MB1}":1}`],
  ];
  for (const [name, body] of rawBodies) {
    group = typeof body === "string" && body.length > 100_000 ? "large" : "body";
    add(`body ${name}`, { headers: { "Content-Type": "application/json" }, body });
  }

  const fields = shape.bodyFields.length > 0 ? shape.bodyFields : allFields;
  const valid = Object.fromEntries(fields.map((f) => [f, plausibleValue(f)]));

  // The wrong content type for a plausible body.
  group = "content type";
  add("body with no content type", { body: JSON.stringify(valid) });
  add("body as text/plain", { headers: { "Content-Type": "text/plain" }, body: JSON.stringify(valid) });
  add("body as JSON in UTF-16", { headers: { "Content-Type": "application/json; charset=utf-16" }, body: JSON.stringify(valid) });
  add("body as a form", form(valid, false));
  add("body as multipart", form(valid, true));
  add("body as multipart without a boundary", { headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n\r\n" });
  add("body as broken multipart", { headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: `--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n${kB10}` });

  // Missing and extra fields.
  group = "fields";
  add("body {} (every field missing)", json({}));
  for (const field of fields) add(`body without ${field}`, json(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field))));
  add("body with extra fields", json({ ...valid, extra: 1, $where: "sleep(1)", constructor: { prototype: { polluted: true } } }));
  add("body with __proto__", { headers: { "Content-Type": "application/json" }, body: `{"__proto__":{"role":"admin","polluted":true},${JSON.stringify(valid).slice(1)}` });
  add("body with a thousand extra fields", json({ ...valid, ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`extra${i}`, i])) }));
  add("body with every known field", json(Object.fromEntries(allFields.map((f) => [f, plausibleValue(f)]))));

  // Each field of the wrong type, and each a 1 MB string.
  for (const field of fields) {
    group = "types";
    for (const [name, value] of badValues) add(`body ${field} = ${name}`, json({ ...valid, [field]: value }));
    add(`body ${field} nested 500 deep`, json({ ...valid, [field]: JSON.parse(`${"[".repeat(500)}${"]".repeat(500)}`) }));
    group = "large";
    add(`body ${field} = a 1 MB string`, json({ ...valid, [field]: MB1 }));
  }
  return cases;
}

/** A token with alg "none": a vulnerability of its own (jwtUnsignedChallenge), but never a crash. */
const unsignedToken = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from('{"data":{"id":"x","email":1,"role":[]}}').toString("base64url")}.`;

// ---------------------------------------------------------------------------------------------
// Sending and judging.

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
  /** Sent a second time, on a new connection, after the server dropped a kept-alive one. */
  resent?: boolean;
}

/** The message of the leaky error page's JSON, when the answer is that page. */
function leakyMessage(answer: Answer): string | undefined {
  try {
    const body = JSON.parse(answer.text) as { error?: { message?: unknown } };
    return typeof body.error === "object" && body.error !== null && typeof body.error.message === "string" ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

export async function send(baseUrl: string, fuzzCase: FuzzCase, token: string, timeoutMs: number): Promise<Answer | { timedOut: true; ms: number } | { failed: string }> {
  const headers = new Headers(fuzzCase.headers);
  if (fuzzCase.auth === "customer" && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  const url = `${baseUrl}${fuzzCase.path}`;
  const started = performance.now();
  try {
    try {
      const response = await fetch(url, { method: fuzzCase.method, headers, body: fuzzCase.body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      return { status: response.status, contentType: response.headers.get("Content-Type") ?? "", text, ms: performance.now() - started };
    } catch (error) {
      if (!droppedConnection(error)) throw error;
      // As a browser does: the request once more, on a connection of its own (docs/performance.md).
      return { ...(await sendOnNewConnection(url, fuzzCase.method, headers, fuzzCase.body, timeoutMs)), ms: performance.now() - started, resent: true };
    }
  } catch (error) {
    const ms = performance.now() - started;
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return { timedOut: true, ms };
    return { failed: `${error instanceof Error ? error.message : String(error)}${error instanceof Error && error.cause ? ` (${String(error.cause)})` : ""}` };
  }
}

/**
 * Whether fetch failed because the server dropped a kept-alive connection as the request went out
 * on it: workerd closes idle connections, and while its event loop is stalled for seconds that
 * close can meet a request already sent.
 */
export function droppedConnection(error: unknown): boolean {
  const code = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === "string" && ["ECONNRESET", "UND_ERR_SOCKET", "EPIPE"].includes(code);
}

/** One request on a new connection (fetch would take the next pooled one, which may be as stale). */
export async function sendOnNewConnection(url: string, method: string, headers: Headers, body: FuzzCase["body"], timeoutMs: number): Promise<Omit<Answer, "ms">> {
  // A Request serializes the body as fetch would (a form's boundary included).
  const prepared = new Request(url, { method, headers, body });
  const bytes = Buffer.from(await prepared.arrayBuffer());
  const sentHeaders: Record<string, string> = {};
  prepared.headers.forEach((value, name) => (sentHeaders[name] = value));
  if (body !== undefined) sentHeaders["content-length"] = String(bytes.length);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers: sentHeaders, agent: false, signal: AbortSignal.timeout(timeoutMs) }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    request.on("error", reject);
    request.end(bytes);
  });
}

/** What is wrong with an answer, or null when it is as the rules say. */
export function judge(routeKey: string, answer: Answer): string | null {
  if (exclusions.some((e) => e.route === routeKey && e.matches(answer))) return null;
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  const nonJson = nonJsonRoutes[routeKey];
  if (nonJson?.statuses(answer.status)) return null;
  if (answer.status >= 300 && answer.status < 400) return `answered a redirect (${answer.status}) from an API route`;
  if (!/^application\/json\b/.test(answer.contentType)) return `answered ${answer.status} with ${answer.contentType || "no content type"}, not JSON: ${answer.text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 200)}`;
  }
  if (answer.status >= 400) {
    const error = (body as { error?: unknown } | null)?.error;
    if (typeof error !== "string" || error.length === 0) return `answered ${answer.status} without an error message: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

/**
 * `size` cases, taken from every group in turn (each group shuffled), so a small sample still
 * breaks each part of the request.
 */
export function sample(cases: FuzzCase[], size: number, rng: ReturnType<typeof random>): FuzzCase[] {
  const groups = new Map<string, FuzzCase[]>();
  for (const c of cases) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  const queues = [...groups.values()].map((g) => g.map((c) => [rng.next(), c] as const).sort((a, b) => a[0] - b[0]).map(([, c]) => c));
  const taken: FuzzCase[] = [];
  for (let round = 0; taken.length < size && queues.some((q) => q.length > round); round++) {
    for (const queue of queues) if (queue[round] && taken.length < size) taken.push(queue[round]!);
  }
  return taken;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
