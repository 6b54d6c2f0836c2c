import { Hono, type Context } from "hono";
import { formFields, sendsJson } from "../lib/validate";
import type { CohortEnv } from "./front";
import { setSeat, trainerTokenOf } from "./front";
import { cohortCodePattern, seatInstanceName, seatSeconds, signSeat } from "./identity";
import { joinPage, joinUnknownPage } from "./pages";
import { joinSchema } from "./schemas";


/** The join body, from JSON (scripts) or a form (the join page without JavaScript). */
async function readJoin(c: Context): Promise<unknown> {
  if (sendsJson(c)) return c.req.json().catch(() => null);
  const fields = await formFields(c).catch(() => null);
  if (!fields) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const passcode = text(fields.passcode);
  return { name: text(fields.name), ...(passcode ? { passcode } : {}) };
}

const unknownCohort = (c: Context) => c.html(joinUnknownPage(), 404);

/**
 * GET /join/<code>: the join page. POST /join/<code> with { name, passcode? }: the student's seat
 * (a signed cookie), their instance created and seeded on the way. The same name and passcode
 * from another browser gets the same seat.
 */
export const joinApi = new Hono<CohortEnv>({ strict: false })
  .get("/", (c) => c.html(joinUnknownPage()))
  .get("/:code", async (c) => {
    const { code } = c.req.param();
    const cohort = cohortCodePattern.test(code) ? await c.env.Cohort.getByName(code).summary() : null;
    if (!cohort) return unknownCohort(c);
    const ended = cohort.endsAt !== null && Date.now() > Date.parse(cohort.endsAt);
    return c.html(joinPage({ code, cohortName: cohort.name, needsPasscode: cohort.hasPasscode, ended }));
  })
  .post("/:code", async (c) => {
    const { code } = c.req.param();
    const json = sendsJson(c);
    const cohort = cohortCodePattern.test(code) ? await c.env.Cohort.getByName(code).summary() : null;
    if (!cohort) return json ? c.json({ error: "There is no such cohort. Ask your trainer for the join link." }, 404) : unknownCohort(c);
    const ended = cohort.endsAt !== null && Date.now() > Date.parse(cohort.endsAt);
    const body = await readJoin(c);
    const refuse = (status: 400 | 403 | 404 | 409 | 429 | 503, error: string, name?: string) =>
      json
        ? c.json({ error }, status)
        : c.html(joinPage({ code, cohortName: cohort.name, needsPasscode: cohort.hasPasscode, ended, error, name }), status);
    const parsed = joinSchema.safeParse(body);
    if (!parsed.success) {
      return refuse(400, parsed.error.issues.map((issue) => issue.message).join(" "), (body as { name?: string } | null)?.name);
    }
    const { name, passcode } = parsed.data;
    const joined = await c.env.Cohort.getByName(code).join(name, passcode || undefined);
    if (!joined.ok) {
      if (joined.retryAfter) c.header("Retry-After", String(joined.retryAfter));
      return refuse(joined.status, joined.error, name);
    }
    // The shop is made now, so the student's first page is served from a ready instance.
    const started = await c.env.Instance.getByName(seatInstanceName(joined.seat)).fetch(
      new Request(new URL("/rest/admin/application-version", c.req.url)),
    );
    await started.body?.cancel();
    if (!started.ok) return refuse(503, "Your shop could not be made just now. Try again in a moment.", name);
    setSeat(c, await signSeat(trainerTokenOf(c.env), joined.seat), seatSeconds);
    if (!json) return c.redirect("/", 303);
    return c.json(
      { name: joined.name, returning: joined.returning, cohort: { code, name: cohort.name, endsAt: cohort.endsAt } },
      joined.returning ? 200 : 201,
    );
  });
