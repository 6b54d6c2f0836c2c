import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { routePartykitRequest } from "partyserver";
import { environmentFor, type Environment } from "../config/environment";
import { isApiPath } from "../paths";
import { cohortCodePattern, claimedCohort, seatCookie, seatInstanceName, trainerCookie, verifySeat, verifyTrainerSession } from "./identity";
import { joinApi } from "./join";
import { solveReportsApi } from "./reports";
import { trainerApi } from "./trainer";

export type CohortEnv = { Bindings: Env };

/** The deployment's trainer token; cohort mode does not start without one (worker/config/environment.ts). */
export const trainerTokenOf = (env: Env) => environmentFor(env).secrets.trainerToken!;

/** Cookies go over HTTPS only where the deployment is served over HTTPS (locally it is plain HTTP). */
export const secureCookies = (c: Context) => new URL(c.req.url).protocol === "https:";

export const forgetSeat = (c: Context) => deleteCookie(c, seatCookie, { path: "/", secure: secureCookies(c) });

interface InstanceServing {
  serveInstance(request: Request, env: Env, ctx: ExecutionContext, environment: Environment, name: string): Promise<Response>;
  staticFile(request: Request, env: Env): Promise<Response | null>;
  noSuchRoom(): Response;
}

/**
 * The front of a cohort deployment: the trainer's pages and API, the join pages, the trainer's
 * board room, and for everything else the student's own instance, named by their signed seat
 * cookie. From there on a student's request takes the same path as in a single-instance
 * deployment (serveInstance): pages, REST, files and sockets alike.
 */
export function createCohortFront({ serveInstance, staticFile, noSuchRoom }: InstanceServing) {
  return new Hono<CohortEnv>({ strict: false })
    .route("/trainer", trainerApi)
    .route("/join", joinApi)
    .route("/", solveReportsApi)
    .all("/trainer/*", (c) => c.json({ error: "No such trainer route." }, 404))
    .all("/parties/cohort/:code", async (c) => {
      // A WebSocket handshake carries no custom header: the trainer's session cookie (SameSite
      // strict) and the page's own origin admit it, so no other site can open the board's socket.
      const { code } = c.req.param();
      const sameOrigin = c.req.header("Origin") === undefined || c.req.header("Origin") === new URL(c.req.url).origin;
      const trainer = await verifyTrainerSession(trainerTokenOf(c.env), getCookie(c, trainerCookie));
      if (!trainer || !sameOrigin || !cohortCodePattern.test(code)) return noSuchRoom();
      if (!(await c.env.Cohort.getByName(code).summary())) return noSuchRoom();
      return (await routePartykitRequest(c.req.raw, c.env)) ?? noSuchRoom();
    })
    .all("*", async (c) => {
      const cookie = getCookie(c, seatCookie);
      const seat = await verifySeat(trainerTokenOf(c.env), cookie);
      if (seat) return serveInstance(c.req.raw, c.env, c.executionCtx as ExecutionContext, environmentFor(c.env), seatInstanceName(seat));
      const { pathname } = new URL(c.req.url);
      if (pathname.startsWith("/parties/")) return noSuchRoom();
      if (isApiPath(pathname)) {
        return c.json({ error: "Join your cohort first: open the join link your trainer gave you." }, 401);
      }
      // Pictures, the favicon, robots.txt: the same for every student.
      const file = await staticFile(c.req.raw, c.env);
      if (file) return file;
      // A tampered or stale seat goes back to the join page of the cohort it claimed.
      if (cookie) forgetSeat(c);
      const code = claimedCohort(cookie);
      return c.redirect(code ? `/join/${code}` : "/join", 303);
    })
    .onError((error, c) => {
      console.error("cohort front:", error);
      return c.json({ error: "The cohort service failed; try again." }, 500);
    });
}

/** Sets the cookie that routes this browser's every later request to the student's instance. */
export function setSeat(c: Context, value: string, maxAge: number) {
  // On https the seat goes along with other sites' requests too, as the shop's own session cookie
  // does (the CSRF challenge, docs/decisions/0040-session-cookie-for-csrf.md): without it another
  // site's form post would not reach the student's shop at all. Browsers take None only with Secure.
  const secure = secureCookies(c);
  setCookie(c, seatCookie, value, { path: "/", httpOnly: true, sameSite: secure ? "None" : "Lax", secure, maxAge });
}
