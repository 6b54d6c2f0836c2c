import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server.mjs";
import { baseUrl } from "../support/instance";
import { board, createCohort, trainer } from "../support/cohort";

/** A loopback port nobody listens on yet. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Forwards every request to the trainer's deployment: the trainer's address coming up late. */
function relay(port: number, target: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const forwarded = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers: { "Content-Type": request.headers["content-type"] ?? "application/json" },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(forwarded.status, { "Content-Type": "application/json" }).end(Buffer.from(await forwarded.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const report = (json: unknown) =>
  fetch(`${baseUrl()}/cohort/solutions`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) });

describe("cohort mode: a student's own deployment reports to the trainer's board", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("each solve reaches the board beside the browser students, retried until the trainer's deployment answers", async () => {
    const code = await createCohort({ name: "Own deploys" });
    const handedOut = await trainer(`/trainer/api/cohorts/${code}/deploy-tokens`, { method: "POST", json: { name: "Rita Remote" } });
    expect(handedOut.status).toBe(201);
    const { token, cohortUrl } = await handedOut.json();
    expect(cohortUrl).toBe(baseUrl());
    expect((await trainer(`/trainer/api/cohorts/${code}/deploy-tokens`, { method: "POST", json: { name: "rita remote" } })).status).toBe(409);

    // The student's deployment: a single-instance shop on D1, pointed at an address not up yet.
    const port = await freePort();
    const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-vitest-deploy-"));
    const student = (await startServer({
      port: 0,
      persistRoot,
      vars: { SQUEEZE_MODE: "single", COHORT_URL: `http://127.0.0.1:${port}`, COHORT_JOIN_TOKEN: token },
    })) as { url: string; dispose(): Promise<void> };
    cleanups.push(() => rmSync(persistRoot, { recursive: true, force: true }), () => student.dispose());

    const login = await fetch(`${student.url}/rest/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "' OR 1=1--", password: "x" }),
    });
    expect(login.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await board(code)).students.find((s) => s.name === "Rita Remote")?.solved).toEqual([]);

    // The trainer's deployment comes within reach: the report arrives on a later try.
    const up = await relay(port, baseUrl());
    cleanups.push(() => new Promise<void>((resolve) => up.close(() => resolve())));
    let rita: Awaited<ReturnType<typeof board>>["students"][number] | undefined;
    for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
      rita = (await board(code)).students.find((s) => s.name === "Rita Remote");
      if (rita?.solved.length) break;
    }
    expect(rita).toMatchObject({ solved: ["loginAdminChallenge"], score: 250, via: "deploy" });
  });

  it("refuses reports without a token of this deployment, for unknown challenges, or malformed", async () => {
    const code = await createCohort();
    const { token } = await (await trainer(`/trainer/api/cohorts/${code}/deploy-tokens`, { method: "POST", json: { name: "Sam" } })).json();
    const body = (challenge: string, withToken: string) => ({
      solution: { challenge, cheatScore: 0, totalCheatScore: 0, issuedOn: new Date().toISOString() },
      ctfFlag: "0".repeat(40),
      issuer: { hostName: "sam.example", os: "Linux", appName: "Squeeze", config: "default", version: "0.1.0" },
      token: withToken,
    });
    expect((await report(body("loginAdminChallenge", `${token.slice(0, -2)}xx`))).status).toBe(403);
    expect((await report(body("noSuchChallenge", token))).status).toBe(422);
    expect((await report({ solution: "nope", token })).status).toBe(400);
    expect((await report(body("scoreBoardChallenge", token))).status).toBe(201);
    expect((await report(body("scoreBoardChallenge", token))).status).toBe(200);
    expect((await board(code)).students[0]).toMatchObject({ name: "Sam", solved: ["scoreBoardChallenge"] });
  });
});
