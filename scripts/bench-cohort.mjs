/**
 * The cohort section of `npm run bench` (issue 14, item 6), against a server of its own in cohort
 * mode (`SQUEEZE_MODE=cohort`, as `npm start` runs it), where every student's join makes an
 * Instance Durable Object of their own:
 *   creation  POST /join latency for each new student, one join at a time (the join creates and
 *             seeds the shop); joins of students already in, for what the join costs without it;
 *             trainer resets of one student, for what rebuilding the shop alone costs
 *   memory    the server's process group with 0, 1, 30, 100 and N instances live; MB per instance
 *   load      50 students on shops of their own (one seat cookie per connection), and the same
 *             50 connections on one student's shop, for comparison
 *   board     solve (the login injection) → `solve` on the trainer board's socket, on shops live
 *             and on shops left alone for 11 s (evicted, started again by the solve)
 * docs/performance.md, "Cohorts", has the figures and what limits them.
 */
import { fetchRetrying, latencySummary, limiter, loadRun, processGroupMemory, round, sleep, socketClient, startServerProcess } from "./measure.mjs";

const trainerToken = "bench-trainer-token-0123456789";
/** Under the join bucket of 60 new students per cohort, so no join waits on the rate limit. */
const cohortSize = 50;
const loadClients = 50;
/** 1 apart from 0: the first instance also loads the shop's code into the isolate, once for all. */
const memoryCheckpoints = [0, 1, 30, 100, 300];
/** The route of the load runs: a cheap read, so the figure is routing and instances, not the query. */
const loadPath = "/api/Products/1";
const json = { "Content-Type": "application/json" };

const cookieFrom = (response, name) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

/** The aims of issue 14 for this machine kind, as the table shows them. */
export const cohortAims = { creationP99Ms: 50, mbPerInstance: 5, classOf30Mb: 300 };

/**
 * Runs the cohort section: `instances` new students (over cohorts of 50), load runs of `loadSeconds`,
 * `boardSolves` timed solves on live shops and as many after quiet (first cohort's students, so
 * at most 25 each). Returns the section of bench-results/latest.json.
 */
export async function measureCohort({ instances, loadSeconds, boardSolves }, log = console.log) {
  if (instances < 1) throw new Error("--instances must be at least 1");
  const server = await startServerProcess({ SQUEEZE_MODE: "cohort", TRAINER_TOKEN: trainerToken }, { readyPath: "/join" });
  const result = {
    measuredAt: new Date().toISOString(),
    instances,
    cohortSize,
    joinConcurrency: 1,
    startSeconds: round(server.seconds, 2),
    rateLimited: 0,
    droppedConnections: 0,
  };
  const request = async (path, init = {}) => {
    const response = await fetchRetrying(`${server.url}${path}`, init, () => result.droppedConnections++);
    return { response, body: await response.text() };
  };
  const expectStatus = (what, { response, body }, status) => {
    if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${body.slice(0, 300)}`);
  };
  const students = [];

  /**
   * Reads once from every student's shop, then measures. workerd evicts a Durable Object after
   * about 10 s without a request, so without the reads most instances made earlier would be
   * gone from memory and the figure would be of the last few only.
   */
  const memoryWithAllLive = async () => {
    const limit = limiter(4);
    const reads = [];
    const started = performance.now();
    await Promise.all(
      students.map((student) =>
        limit(async () => {
          const t = performance.now();
          expectStatus("a read of a student's shop", await request("/rest/admin/application-version", { headers: { Cookie: student.seat } }), 200);
          reads.push(performance.now() - t);
        }),
      ),
    );
    const { rssMb, pssMb, processes } = processGroupMemory(server.pid);
    const workerdMb = processes.filter((p) => p.name === "workerd").reduce((sum, p) => sum + p.rssMb, 0);
    return { instances: students.length, rssMb, pssMb, workerdMb, processes, readAllSeconds: round((performance.now() - started) / 1000, 1), readMs: latencySummary(reads) };
  };

  try {
    log(`cohort mode: serving at ${server.url} (started in ${result.startSeconds} s)`);
    // The host collects what starting took once it is up (scripts/start.mjs): about 25 MB that
    // would otherwise count against the first instances.
    await sleep(2000);
    result.memoryIdle = processGroupMemory(server.pid);

    const codes = [];
    for (let i = 0; i < Math.ceil(instances / cohortSize); i++) {
      const created = await request("/trainer/api/cohorts", {
        method: "POST",
        headers: { ...json, Authorization: `Bearer ${trainerToken}` },
        body: JSON.stringify({ name: `Bench class ${i + 1}`, maxStudents: 100 }),
      });
      expectStatus("creating a cohort", created, 201);
      codes.push(JSON.parse(created.body).code);
    }
    result.cohorts = codes.length;

    // A passcode of their own (one SHA-256 in the cohort) lets a student join again from "another browser".
    const join = async ({ code, name, passcode }, status) => {
      for (;;) {
        const started = performance.now();
        const answer = await request(`/join/${code}`, { method: "POST", headers: json, body: JSON.stringify({ name, passcode }) });
        const ms = performance.now() - started;
        if (answer.response.status === 429) {
          result.rateLimited++;
          await sleep(Number(answer.response.headers.get("Retry-After") ?? 1) * 1000);
          continue;
        }
        expectStatus(`joining as ${name}`, answer, status);
        const seat = cookieFrom(answer.response, "squeeze_seat");
        if (!seat) throw new Error(`joining as ${name} set no seat cookie`);
        return { ms, seat };
      }
    };

    const checkpoints = [...new Set([...memoryCheckpoints.filter((n) => n < instances), instances])];
    result.memory = [];
    const creation = [];
    for (let i = 0; i <= instances; i++) {
      if (checkpoints.includes(i)) {
        const memory = await memoryWithAllLive();
        result.memory.push(memory);
        log(`  ${i} instance${i === 1 ? "" : "s"}: ${memory.rssMb} MB RSS, ${memory.pssMb} MB PSS (each read within ${memory.readAllSeconds} s before)`);
      }
      if (i === instances) break;
      const student = { code: codes[Math.floor(i / cohortSize)], name: `Student ${String(i + 1).padStart(3, "0")}`, passcode: `bench-${i + 1}` };
      const { ms, seat } = await join(student, 201);
      creation.push(ms);
      students.push({ ...student, seat });
    }
    result.creationMs = latencySummary(creation);
    // Whether creation slows as instances pile up.
    result.creationBySegment = checkpoints.slice(1).map((to, k) => ({ from: checkpoints[k] + 1, to, ...latencySummary(creation.slice(checkpoints[k], to)) }));
    log(`instance creation (POST /join, one at a time): p50 ${result.creationMs.p50} ms, p99 ${result.creationMs.p99} ms over ${creation.length}`);

    // Right after the last checkpoint's reads every instance is live: this is the join without making a shop.
    const rejoins = [];
    for (const student of students.slice(0, Math.min(20, students.length))) rejoins.push((await join(student, 200)).ms);
    result.rejoinMs = latencySummary(rejoins);
    log(`join of a student already in (shop live): p50 ${result.rejoinMs.p50} ms, p99 ${result.rejoinMs.p99} ms over ${rejoins.length}`);

    // A reset drops the tables and runs the migrations and the seed again in a live object: the
    // part of creation that is the shop's data, without the object's start.
    const resets = [];
    for (const student of students.slice(0, Math.min(20, students.length))) {
      const started = performance.now();
      const reset = await request(`/trainer/api/cohorts/${student.code}/reset`, {
        method: "POST",
        headers: { ...json, Authorization: `Bearer ${trainerToken}` },
        body: JSON.stringify({ student: student.name }),
      });
      expectStatus(`resetting ${student.name}`, reset, 200);
      resets.push(performance.now() - started);
    }
    result.trainerResetMs = latencySummary(resets);
    log(`trainer reset of one student's shop: p50 ${result.trainerResetMs.p50} ms, p99 ${result.trainerResetMs.p99} ms over ${resets.length}`);

    const zero = result.memory[0];
    const last = result.memory.at(-1);
    const before = result.memory.at(-2);
    // workerdMb beside it: the instances live in workerd, and the host's own drift is noise here.
    const slope = (from, to) => ({
      from: from.instances,
      to: to.instances,
      mb: round((to.rssMb - from.rssMb) / (to.instances - from.instances), 2),
      workerdMb: round((to.workerdMb - from.workerdMb) / (to.instances - from.instances), 2),
    });
    result.mbPerInstance = {
      overall: slope(zero, last),
      marginal: before && before !== zero ? slope(before, last) : null,
      segments: result.memory.slice(1).map((to, k) => slope(result.memory[k], to)),
    };
    result.classOf30Mb = result.memory.find((m) => m.instances === 30)?.rssMb ?? null;

    // Load: each connection carries another student's seat, so 50 shops serve at once.
    const loaders = students.slice(0, Math.min(loadClients, students.length));
    for (const student of loaders) expectStatus("warming a shop", await request(loadPath, { headers: { Cookie: student.seat } }), 200);
    let nextSeat = 0;
    result.load = {};
    await sleep(1000);
    result.load.ownShops = {
      route: loadPath,
      shops: loaders.length,
      ...(await loadRun({
        url: `${server.url}${loadPath}`,
        connections: loaders.length,
        seconds: loadSeconds,
        extra: { setupClient: (client) => client.setHeaders({ cookie: loaders[nextSeat++ % loaders.length].seat }) },
      })),
    };
    await sleep(2000);
    result.load.oneShop = {
      route: loadPath,
      shops: 1,
      ...(await loadRun({ url: `${server.url}${loadPath}`, connections: loaders.length, seconds: loadSeconds, request: { headers: { cookie: loaders[0].seat } } })),
    };
    for (const [label, run] of [
      [`${loaders.length} students, a shop each`, result.load.ownShops],
      [`${loaders.length} clients, one shop`, result.load.oneShop],
    ]) {
      log(`${label}: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.unexpected} unexpected, ${run.errors} errors`);
    }
    await sleep(2000);

    // The board of the first cohort, as the trainer's page has it open; its students solve one by
    // one. workerd evicts an object after about 10 s without a request (an open page's socket
    // hibernates, so it does not keep it), so a student who paused meets a shop that has to start
    // again: measured apart, after 11 s of quiet, on other students.
    const session = await request("/trainer/session", { method: "POST", headers: json, body: JSON.stringify({ token: trainerToken }) });
    expectStatus("the trainer's sign-in", session, 204);
    const board = await socketClient(`${server.url.replace(/^http/, "ws")}/parties/cohort/${codes[0]}`, {
      Cookie: cookieFrom(session.response, "squeeze_trainer"),
      Origin: server.url,
    });
    const solveOnce = async (student) => {
      const shown = board.next((m) => m.type === "solve" && m.data?.name === student.name && m.data?.key === "loginAdminChallenge");
      const sent = performance.now();
      const login = await request("/rest/user/login", {
        method: "POST",
        headers: { ...json, Cookie: student.seat },
        body: JSON.stringify({ email: "' OR 1=1--", password: "x" }),
      });
      expectStatus(`${student.name}'s login injection`, login, 200);
      return (await shown) - sent;
    };
    const firstCohort = students.filter((s) => s.code === codes[0]);
    const live = [];
    const woken = [];
    try {
      for (const student of firstCohort.slice(0, boardSolves)) {
        expectStatus("a read before the solve", await request("/rest/admin/application-version", { headers: { Cookie: student.seat } }), 200);
        live.push(await solveOnce(student));
      }
      await sleep(11_000);
      for (const student of firstCohort.slice(boardSolves, 2 * boardSolves)) woken.push(await solveOnce(student));
    } finally {
      board.close();
    }
    result.solveToBoardMs = { live: latencySummary(live), woken: latencySummary(woken) };
    log(`solve → trainer board, shop live: median ${result.solveToBoardMs.live.p50} ms, p95 ${result.solveToBoardMs.live.p95} ms over ${live.length}`);
    log(`solve → trainer board, after 11 s of quiet: median ${result.solveToBoardMs.woken.p50} ms, p95 ${result.solveToBoardMs.woken.p95} ms over ${woken.length}`);

    result.memoryEnd = processGroupMemory(server.pid);
    result.aims = {
      creationP99: result.creationMs.p99 < cohortAims.creationP99Ms,
      // From 0, so the code the first instance loads counts too: the stricter reading.
      mbPerInstance: result.mbPerInstance.overall.mb < cohortAims.mbPerInstance,
      classOf30: result.classOf30Mb === null ? null : result.classOf30Mb < cohortAims.classOf30Mb,
    };
  } finally {
    await server.stop();
  }
  return result;
}

/** The cohort section's rows of bench's table: each figure beside its aim, met or not. */
export function cohortRows(c) {
  const met = (ok) => (ok === null ? "" : ok ? ": met" : ": not met");
  const perInstance = [c.mbPerInstance.overall, c.mbPerInstance.marginal].filter(Boolean).map((s) => `${s.from}→${s.to}: ${s.mb} MB (workerd ${s.workerdMb})`);
  return [
    {
      figure: `cohort: instance creation (POST /join, 1 at a time)`,
      value: `p50 ${c.creationMs.p50} ms, p99 ${c.creationMs.p99} ms, max ${c.creationMs.max} ms over ${c.creationMs.count}`,
      aim: `p99 < ${cohortAims.creationP99Ms} ms${met(c.aims.creationP99)}`,
    },
    { figure: "cohort: join, student already in", value: `p50 ${c.rejoinMs.p50} ms, p99 ${c.rejoinMs.p99} ms`, aim: "" },
    { figure: "cohort: trainer reset of one shop", value: `p50 ${c.trainerResetMs.p50} ms, p99 ${c.trainerResetMs.p99} ms`, aim: "" },
    ...c.memory.map((m) => ({
      figure: `cohort: memory, ${m.instances} instance${m.instances === 1 ? "" : "s"} live (RSS; PSS)`,
      value: `${m.rssMb} MB; ${m.pssMb} MB (${m.processes.map((p) => `${p.name} ${p.rssMb}`).join(", ")})`,
      aim: m.instances === 30 ? `class of 30 < ${cohortAims.classOf30Mb} MB${met(c.aims.classOf30)}` : "",
    })),
    { figure: "cohort: memory per instance (RSS slope)", value: perInstance.join("; "), aim: `< ${cohortAims.mbPerInstance} MB${met(c.aims.mbPerInstance)}` },
    ...[c.load.ownShops, c.load.oneShop].map((r) => ({
      figure: `cohort: ${r.route}, c=${r.connections}, ${r.shops === 1 ? "one shop" : `${r.shops} shops`}`,
      value: `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${r.unexpected + r.errors ? `, ${r.unexpected + r.errors} bad` : ""}`,
      aim: "",
    })),
    ...[
      ["shop live", c.solveToBoardMs.live],
      ["after 11 s of quiet", c.solveToBoardMs.woken],
    ].map(([when, m]) => ({ figure: `cohort: solve → trainer board, ${when}`, value: m.count ? `median ${m.p50} ms, p95 ${m.p95} ms over ${m.count}` : "–", aim: "" })),
    { figure: "cohort: memory at the end", value: `${c.memoryEnd.rssMb} MB; ${c.memoryEnd.pssMb} MB`, aim: "" },
  ];
}
