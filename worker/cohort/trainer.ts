import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { directoryName } from "../../party/cohort-directory";
import { environmentFor } from "../config/environment";
import { ctfExportQuery } from "../ctf/options";
import { ctfExportResponse } from "../ctf/respond";
import { formFields, jsonBody, pathParams, queryParams, sendsJson } from "../lib/validate";
import { secureCookies, trainerTokenOf, type CohortEnv } from "./front";
import { cohortCodeLength, cohortCodePattern, randomCode, sameSecret, signDeployToken, signTrainerSession, trainerCookie, trainerSessionSeconds, verifyTrainerSession } from "./identity";
import { trainerPage } from "./pages";
import { broadcastSchema, cohortPatchSchema, joinSchema, newCohortSchema, resetSchema } from "./schemas";

const codeParam = pathParams(z.object({ code: z.string().regex(cohortCodePattern, "is not a cohort code") }));

/**
 * Who may run cohorts: a script with `Authorization: Bearer <TRAINER_TOKEN>`, or the trainer's
 * page with its session cookie and the X-Squeeze-Trainer header, which no form of another site
 * can send (the cookie is SameSite strict as well).
 */
const trainerOnly = createMiddleware<CohortEnv>(async (c, next) => {
  const token = trainerTokenOf(c.env);
  const authorization = c.req.header("Authorization") ?? "";
  const bearer = authorization.startsWith("Bearer ") && (await sameSecret(authorization.slice("Bearer ".length), token));
  const session = c.req.header("X-Squeeze-Trainer") === "1" && (await verifyTrainerSession(token, getCookie(c, trainerCookie)));
  if (!bearer && !session) {
    return c.json({ error: "A trainer token is required: send Authorization: Bearer <TRAINER_TOKEN>." }, 401);
  }
  await next();
});

const cohortOf = (c: Context<CohortEnv>, code: string) => c.env.Cohort.getByName(code);
const noSuchCohort = () => new HTTPException(404, { message: "There is no such cohort." });

const directory = (env: Env) => env.CohortDirectory.getByName(directoryName);

const api = new Hono<CohortEnv>({ strict: false })
  .use(trainerOnly)
  .get("/cohorts", async (c) => {
    const codes = await directory(c.env).codes();
    const cohorts = await Promise.all(codes.map((code) => cohortOf(c, code).summary()));
    return c.json({ cohorts: cohorts.filter((cohort) => cohort !== null) });
  })
  .post("/cohorts", jsonBody(newCohortSchema), async (c) => {
    const settings = c.req.valid("json");
    let code = randomCode(cohortCodeLength);
    while (!(await directory(c.env).claim(code))) code = randomCode(cohortCodeLength);
    const cohort = await cohortOf(c, code).create(code, new URL(c.req.url).origin, settings);
    return c.json({ code: cohort.code, joinUrl: cohort.joinUrl }, 201);
  })
  .get("/cohorts/:code", codeParam, async (c) => {
    const cohort = await cohortOf(c, c.req.valid("param").code).summary();
    if (!cohort) throw noSuchCohort();
    return c.json(cohort);
  })
  .patch("/cohorts/:code", codeParam, jsonBody(cohortPatchSchema), async (c) => {
    const cohort = await cohortOf(c, c.req.valid("param").code).update(c.req.valid("json"));
    if (!cohort) throw noSuchCohort();
    return c.json(cohort);
  })
  .get("/cohorts/:code/board", codeParam, async (c) => {
    const board = await cohortOf(c, c.req.valid("param").code).board();
    if (!board) throw noSuchCohort();
    return c.json(board);
  })
  .post("/cohorts/:code/reset", codeParam, jsonBody(resetSchema), async (c) => {
    const { student } = c.req.valid("json");
    const reset = await cohortOf(c, c.req.valid("param").code).reset(student);
    if (!reset) throw noSuchCohort();
    if (student !== undefined && reset.length === 0) {
      throw new HTTPException(404, { message: "No student of that name has a shop in this cohort." });
    }
    return c.json({ reset });
  })
  // A seat for a student whose shop is their own deployment: its COHORT_URL and COHORT_JOIN_TOKEN.
  .post("/cohorts/:code/deploy-tokens", codeParam, jsonBody(z.strictObject({ name: joinSchema.shape.name })), async (c) => {
    const { name } = c.req.valid("json");
    const added = await cohortOf(c, c.req.valid("param").code).addDeployedStudent(name);
    if (!added.ok) throw new HTTPException(added.status, { message: added.error });
    const token = await signDeployToken(trainerTokenOf(c.env), added.seat);
    return c.json({ name, cohortUrl: new URL(c.req.url).origin, token }, 201);
  })
  .post("/cohorts/:code/broadcast", codeParam, jsonBody(broadcastSchema), async (c) => {
    const delivered = await cohortOf(c, c.req.valid("param").code).sendMessage(c.req.valid("json").message);
    if (delivered === null) throw noSuchCohort();
    return c.json({ delivered });
  })
  // The catalogue as a CTF platform's file. Every student's shop keys its flags with the
  // deployment's CTF_KEY, so flags=instance means that key: one flag per challenge for the whole
  // cohort (docs/ctf.md, "Flags").
  .get("/cohorts/:code/ctf-export", codeParam, queryParams(ctfExportQuery), async (c) => {
    const { code } = c.req.valid("param");
    const cohort = await cohortOf(c, code).summary();
    if (!cohort) throw noSuchCohort();
    const { config, secrets } = environmentFor(c.env, cohort.preset);
    return ctfExportResponse(c.req.valid("query"), { instanceKey: secrets.ctfKey, config, label: code });
  });

const signedIn = async (c: Context<CohortEnv>) => verifyTrainerSession(trainerTokenOf(c.env), getCookie(c, trainerCookie));

/** /trainer: the board page, its sign-in, and the trainer API under /trainer/api. */
export const trainerApi = new Hono<CohortEnv>({ strict: false })
  .get("/", async (c) => c.html(trainerPage({ signedIn: await signedIn(c) })))
  .post("/session", async (c) => {
    const json = sendsJson(c);
    const body: unknown = json ? await c.req.json().catch(() => null) : await formFields(c).catch(() => null);
    const token = z.object({ token: z.string().max(500) }).safeParse(body).data?.token ?? "";
    if (!(await sameSecret(token, trainerTokenOf(c.env)))) {
      if (json) return c.json({ error: "That is not the trainer token." }, 401);
      return c.html(trainerPage({ signedIn: false, error: "That is not the trainer token." }), 401);
    }
    setCookie(c, trainerCookie, await signTrainerSession(trainerTokenOf(c.env)), {
      path: "/",
      httpOnly: true,
      sameSite: "Strict",
      secure: secureCookies(c),
      maxAge: trainerSessionSeconds,
    });
    return json ? c.body(null, 204) : c.redirect("/trainer", 303);
  })
  .delete("/session", (c) => {
    deleteCookie(c, trainerCookie, { path: "/", secure: secureCookies(c) });
    return c.body(null, 204);
  })
  .route("/api", api)
  .notFound((c) => c.json({ error: "No such trainer route." }, 404))
  .onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    console.error("trainer API:", error);
    return c.json({ error: "The trainer API failed; try again." }, 500);
  });
