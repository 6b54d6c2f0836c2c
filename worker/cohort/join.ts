import { Hono, type Context } from "hono";
import { setCookie } from "hono/cookie";
import { isListedLanguage } from "../../app/i18n/languages";
import { assetTextFiles } from "../i18n/texts";
import { pageLanguage } from "./page-language";
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

const filesOf = (c: Context<CohortEnv>) => assetTextFiles(c.env.ASSETS);
const unknownCohort = async (c: Context<CohortEnv>, status: 200 | 404 = 404) => c.html(joinUnknownPage(await pageLanguage(c, filesOf(c))), status);

/** The language the student picked on the join page (a form field), kept for their shop as the menu keeps it. */
async function keepLanguage(c: Context<CohortEnv>) {
  const fields = sendsJson(c) ? null : await formFields(c).catch(() => null);
  const picked = typeof fields?.language === "string" ? fields.language : undefined;
  if (picked && isListedLanguage(picked)) setCookie(c, "language", picked, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "Lax" });
}

/**
 * GET /join/<code>: the join page. POST /join/<code> with { name, passcode? }: the student's seat
 * (a signed cookie), their instance created and seeded on the way. The same name and passcode
 * from another browser gets the same seat.
 */
export const joinApi = new Hono<CohortEnv>({ strict: false })
  .get("/", (c) => unknownCohort(c, 200))
  .get("/:code", async (c) => {
    const { code } = c.req.param();
    const cohort = cohortCodePattern.test(code) ? await c.env.Cohort.getByName(code).summary() : null;
    if (!cohort) return unknownCohort(c);
    const ended = cohort.endsAt !== null && Date.now() > Date.parse(cohort.endsAt);
    const language = await pageLanguage(c, filesOf(c));
    return c.html(joinPage({ code, cohortName: cohort.name, needsPasscode: cohort.hasPasscode, ended, language }));
  })
  .post("/:code", async (c) => {
    const { code } = c.req.param();
    const json = sendsJson(c);
    const cohort = cohortCodePattern.test(code) ? await c.env.Cohort.getByName(code).summary() : null;
    if (!cohort) return json ? c.json({ error: "There is no such cohort. Ask your trainer for the join link." }, 404) : unknownCohort(c);
    const ended = cohort.endsAt !== null && Date.now() > Date.parse(cohort.endsAt);
    const body = await readJoin(c);
    const language = await pageLanguage(c, filesOf(c));
    const refuse = (status: 400 | 403 | 404 | 409 | 429 | 503, english: string, name?: string) => {
      const error = language.message(english);
      return json
        ? c.json({ error }, status)
        : c.html(joinPage({ code, cohortName: cohort.name, needsPasscode: cohort.hasPasscode, ended, error, name, language }), status);
    };
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
    await keepLanguage(c);
    if (!json) return c.redirect("/", 303);
    return c.json(
      { name: joined.name, returning: joined.returning, cohort: { code, name: cohort.name, endsAt: cohort.endsAt } },
      joined.returning ? 200 : 201,
    );
  });
