import { Hono } from "hono";
import { z } from "zod";
import { reportPath } from "../../party/solve-reports";
import { challengeByKey } from "../challenges/registry";
import { trainerTokenOf, type CohortEnv } from "./front";
import { verifyDeployToken } from "./identity";

/** The reference shop's solve webhook body (what a student's own deployment sends), plus their token. */
const reportSchema = z.object({
  solution: z.object({
    challenge: z.string().max(100),
    cheatScore: z.number().optional(),
    totalCheatScore: z.number().optional(),
    issuedOn: z.iso.datetime({ offset: true }),
  }),
  ctfFlag: z.string().max(200).optional(),
  issuer: z.record(z.string(), z.unknown()).optional(),
  token: z.string().max(500),
});

/** A report may come late (retries), never from the future, and not from days ago. */
const oldestReportMs = 24 * 60 * 60_000;

/**
 * POST /cohort/solutions: a solve on a student's own deployment (COHORT_URL, COHORT_JOIN_TOKEN),
 * recorded on the board beside the students who joined in the browser. The token names the seat;
 * a student could report solves to their own seat by hand, as they could fake any score of a
 * deployment they own: the board says which students report from their own deployment.
 */
export const solveReportsApi = new Hono<CohortEnv>({ strict: false }).post(reportPath, async (c) => {
  const parsed = reportSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({ error: `Invalid solve report: ${z.prettifyError(parsed.error)}` }, 400);
  const { solution, token } = parsed.data;
  const seat = await verifyDeployToken(trainerTokenOf(c.env), token);
  if (!seat) return c.json({ error: "That token was not handed out by this deployment's trainer." }, 403);
  if (!challengeByKey.has(solution.challenge)) return c.json({ error: `No challenge has the key ${solution.challenge}.` }, 422);
  const now = Date.now();
  const at = Math.max(now - oldestReportMs, Math.min(now, Date.parse(solution.issuedOn)));
  const result = await c.env.Cohort.getByName(seat.code).recordSolve(seat.student, solution.challenge, at);
  if (result === "no such student") return c.json({ error: "That seat is no longer in the cohort." }, 403);
  return c.json({ recorded: result === "recorded" }, result === "recorded" ? 201 : 200);
});
