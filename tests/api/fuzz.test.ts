import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, fillPath } from "../support/api-routes";
import { casesFor, fieldsNamedIn, inParallel, judge, knownFields, random, sample, send, type Auth, type FuzzCase, type RouteShape } from "../support/fuzz";
import { baseUrl, call, resetInstance, tokenFor } from "../support/instance";

/**
 * Bad input for every route of the API (read from the Hono app, so new routes are fuzzed without
 * editing this file): never a 5xx, never a hang, a JSON error for every 4xx. The bounded run
 * samples each route's cases with a fixed seed; SQUEEZE_FUZZ=full (npm run fuzz) sends all of
 * them, as both senders, and SQUEEZE_FUZZ_SEED repeats another sample.
 */
const full = process.env.SQUEEZE_FUZZ === "full";
const seed = Number(process.env.SQUEEZE_FUZZ_SEED ?? 11);
/** Cases per route and sender in the bounded run. */
const sampleSize = Number(process.env.SQUEEZE_FUZZ_SAMPLE ?? 12);
const timeoutMs = 10_000;
const concurrency = 3;

const allFields = knownFields();
let token = "";

/** A route's fields, as its own 400s name them (a customer's token gets past the login checks). */
async function learnShape(method: string, path: string): Promise<RouteShape> {
  const base = fillPath(path, () => "1");
  const headers = { Authorization: `Bearer ${token}` };
  const errorOf = async (response: Response) => {
    const text = await response.text();
    try {
      const error = (JSON.parse(text) as { error?: unknown }).error;
      return typeof error === "string" ? error : "";
    } catch {
      return "";
    }
  };
  const named = (errors: string[]) => [...new Set(errors.flatMap(fieldsNamedIn))].filter((f) => f !== "id" || !path.includes(":id"));
  const withBody = ["POST", "PUT", "PATCH", "DELETE"].includes(method);
  const [bare, repeated, empty, wrong] = await Promise.all([
    call(base, { method, headers }).then(errorOf),
    call(`${base}?${allFields.map((f) => `${f}=a&${f}=b`).join("&")}`, { method, headers }).then(errorOf),
    withBody ? call(base, { method, headers, json: {} }).then(errorOf) : "",
    withBody ? call(base, { method, headers, json: Object.fromEntries(allFields.map((f) => [f, [[]]])) }).then(errorOf) : "",
  ]);
  return { queryFields: named([bare, repeated]), bodyFields: withBody ? named([empty, wrong]) : [] };
}

describe("bad input on every route", () => {
  beforeAll(async () => {
    await resetInstance();
    const email = `fuzz-${Date.now()}@squeeze.test`;
    const registered = await call("/api/Users", { method: "POST", json: { email, password: "fuzz-password" } });
    expect(registered.status).toBe(201);
    token = await tokenFor(email, "fuzz-password");
  });
  // The fuzzer changed products, users and files: the next file starts from a fresh instance.
  afterAll(() => resetInstance());

  it("finds the API's routes", () => {
    expect(apiRoutes.length).toBeGreaterThan(50);
    expect(allFields).toEqual(expect.arrayContaining(["email", "password", "ProductId", "quantity", "q"]));
  });

  // Routes run side by side (a few at a time), each with a few requests in flight.
  it.concurrent.for(apiRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s",
    { timeout: full ? 600_000 : 60_000 },
    async ([routeKey, route], { expect }) => {
      const shape = await learnShape(route.method, route.path);
      const senders: Auth[] = ["anonymous", "customer"];
      const rng = random(seed + [...routeKey].reduce((sum, ch) => sum + ch.charCodeAt(0), 0));
      const cases: FuzzCase[] = senders.flatMap((auth) => {
        const own = casesFor(route, shape, allFields, auth);
        // The bounded run: a sample of each sender's cases, the same on every run with the same seed.
        return full ? own : sample(own, sampleSize, rng);
      });
      const failures: string[] = [];
      await inParallel(cases, concurrency, async (fuzzCase) => {
        const answer = await send(baseUrl(), fuzzCase, token, timeoutMs);
        const what = `${fuzzCase.auth}, ${fuzzCase.kind}`;
        if ("timedOut" in answer) failures.push(`${what}: no answer within ${timeoutMs} ms`);
        else if ("failed" in answer) failures.push(`${what}: the request failed: ${answer.failed}`);
        else {
          if (answer.resent) console.info(`${routeKey}, ${what}: sent again after the server dropped a kept-alive connection`);
          const wrong = judge(routeKey, answer);
          if (wrong) failures.push(`${what}: ${wrong}`);
        }
      });
      expect(failures).toEqual([]);
    },
  );
});
