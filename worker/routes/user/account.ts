import { and, eq, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../../api-types";
import changePasswordBender from "../../challenges/catalogue/change-password-bender";
import emailLeak from "../../challenges/catalogue/email-leak";
import passwordHashLeak from "../../challenges/catalogue/password-hash-leak";
import geoStalkingMeta from "../../challenges/catalogue/geo-stalking-meta";
import geoStalkingVisual from "../../challenges/catalogue/geo-stalking-visual";
import resetPasswordBender from "../../challenges/catalogue/reset-password-bender";
import resetPasswordBjoern from "../../challenges/catalogue/reset-password-bjoern";
import resetPasswordBjoernOwasp from "../../challenges/catalogue/reset-password-bjoern-owasp";
import resetPasswordJim from "../../challenges/catalogue/reset-password-jim";
import resetPasswordMorty from "../../challenges/catalogue/reset-password-morty";
import resetPasswordUvogin from "../../challenges/catalogue/reset-password-uvogin";
import { solveIf } from "../../challenges/engine";
import type { ChallengeDefinition } from "../../challenges/types";
import { securityAnswers, securityQuestions, users } from "../../db/schema";
import { personaEmail } from "../../db/seed";
import type { Persona } from "../../db/seed/types";
import type { InstanceContext } from "../../instance/context";
import { requireUser, signedInUser, currentUser } from "../../lib/auth";
import { hashSecurityAnswer, md5 } from "../../lib/crypto";
import { eventCounter } from "../../lib/event-counter";
import { jsonBody, queryParams } from "../../lib/validate";
import { translatedQuestion } from "../../i18n/content";
import { textsOf } from "../../i18n/middleware";

/** What a user looks like to anyone but the user's own password field. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  deluxeToken: users.deluxeToken,
  lastLoginIp: users.lastLoginIp,
  lastLoginTime: users.lastLoginTime,
  profileImage: users.profileImage,
  isActive: users.isActive,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  deletedAt: users.deletedAt,
};

/** The columns `fields` may ask for (the whoami's generic field selector). */
const userColumns = { ...publicUserColumns, password: users.password, totpSecret: users.totpSecret };
type UserColumn = keyof typeof userColumns;
const isUserColumn = (name: string): name is UserColumn => Object.hasOwn(userColumns, name);

const whoamiQuery = z.object({
  fields: z.string().max(500).optional(),
  callback: z.string().max(200).optional(),
});

/** A JSONP callback name, kept to identifier characters so the reply stays one function call. */
const safeCallback = (name: string) => name.replace(/[^\w$.]/g, "");

const changePasswordQuery = z.object({
  current: z.string().max(200).optional(),
  new: z.string().max(200),
  repeat: z.string().max(200),
});

/** The password Gus is to end up with (changePasswordBenderChallenge's description names it). */
export const benderTargetPassword = "Bl3nd-1t-4ll";

const resetPasswordBody = z.object({
  email: z.string().max(200),
  answer: z.string().max(200),
  new: z.string().min(1).max(200),
  repeat: z.string().max(200),
});

/** Who may reset whose password: the challenge each persona's reset solves. */
const resetChallenges: [ChallengeDefinition, Persona][] = [
  [resetPasswordJim, "jim"],
  [resetPasswordBender, "bender"],
  [resetPasswordBjoern, "bjoern"],
  [resetPasswordBjoernOwasp, "bjoernOwasp"],
  [resetPasswordMorty, "morty"],
  [resetPasswordUvogin, "uvogin"],
  [geoStalkingMeta, "john"],
  [geoStalkingVisual, "emma"],
];

export const resetAttemptLimit = { attempts: 100, windowMs: 5 * 60_000 };
/** Reset attempts per sender, over the limit's window. */
const resetAttempts = eventCounter("reset-password", resetAttemptLimit.windowMs);

/** Counts a reset attempt against its sender; false when the sender used up the window's attempts. */
// vuln-code-snippet start resetPasswordMortyChallenge
// The sender is whoever the X-Forwarded-For header says, and anyone can write that header.
async function withinResetLimit(ctx: InstanceContext, c: Context<ApiEnv>): Promise<boolean> {
  const sender = c.req.header("X-Forwarded-For") ?? c.req.header("CF-Connecting-IP") ?? "local"; // vuln-code-snippet vuln-line resetPasswordMortyChallenge
  const recent = await resetAttempts.count(ctx.data.db, sender);
  if (recent >= resetAttemptLimit.attempts) return false;
  await resetAttempts.record(ctx.data.db, sender);
  return true;
}
// vuln-code-snippet end resetPasswordMortyChallenge

/**
 * The signed-in user's own account: who am I, change and reset a password, the security question.
 * Mounted at /rest/user.
 */
export const accountApi = new Hono<ApiEnv>({ strict: false })
  .get("/whoami", queryParams(whoamiQuery), async (c) => {
  const ctx = c.get("instance");
  const { fields, callback } = c.req.valid("query");
  const user = await currentUser(c);
  const wanted = (fields ?? "id,email,lastLoginIp,profileImage").split(",").map((f) => f.trim()).filter(isUserColumn);
  let body: { user: Record<string, unknown> } = { user: {} };
  if (user && wanted.length > 0) {
    // vuln-code-snippet start passwordHashLeakChallenge emailLeakChallenge
    // Any column may be asked for, the password hash included (a generic field selector).
    const selection = Object.fromEntries(wanted.map((f) => [f, userColumns[f]])); // vuln-code-snippet vuln-line passwordHashLeakChallenge
    const [row] = await ctx.data.db.select(selection).from(users).where(eq(users.id, user.id));
    body = { user: row ?? {} };
    await solveIf(ctx, passwordHashLeak, () => typeof body.user.password === "string" && body.user.password.length > 0);
  }
  if (callback !== undefined) {
    // JSONP: any site may include this as a script and read who is logged in here.
    await solveIf(ctx, emailLeak, () => true);
    return c.body(`/**/ typeof ${safeCallback(callback)} === 'function' && ${safeCallback(callback)}(${JSON.stringify(body)});`, 200, { "Content-Type": "application/javascript; charset=utf-8" }); // vuln-code-snippet vuln-line emailLeakChallenge
  }
  // vuln-code-snippet end passwordHashLeakChallenge emailLeakChallenge
  return c.json(body, 200);
  })
  .get("/change-password", requireUser, queryParams(changePasswordQuery), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const { current, new: password, repeat } = c.req.valid("query");
    const [row] = await ctx.data.db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
    if (!row) throw new HTTPException(401, { message: "Your account no longer exists." });
    if (password !== repeat) throw new HTTPException(401, { message: "New and repeated password do not match." });
    if (password.length < 5 || password.length > 40) throw new HTTPException(401, { message: "Password must be 5-40 characters long." });
    // vuln-code-snippet start changePasswordBenderChallenge
    // The current password is checked only when it is sent: leave it out, and any session (or any
    // page that can make the browser send this GET with its cookie) changes the password.
    if (current !== undefined && (await md5(current)) !== row.password) { // vuln-code-snippet vuln-line changePasswordBenderChallenge
      throw new HTTPException(401, { message: "Current password is not correct." });
    }
    // vuln-code-snippet end changePasswordBenderChallenge
    await ctx.data.db.update(users).set({ password: await md5(password), updatedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    await solveIf(
      ctx,
      changePasswordBender,
      () => user.email === personaEmail("bender", ctx.config) && current === undefined && password === benderTargetPassword,
    );
    return c.json({ user: { id: user.id, email: user.email } }, 200);
  })
  // vuln-code-snippet start resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge geoStalkingVisualChallenge
  // The answer to the security question is all the proof asked for, on purpose: whoever can look
  // it up (reviews, files, photos, the about page) sets a new password (the questions: security-questions.ts).
  .post("/reset-password", jsonBody(resetPasswordBody), async (c) => {
    const ctx = c.get("instance");
    if (!(await withinResetLimit(ctx, c))) {
      throw new HTTPException(429, { message: "Too many password reset attempts. Please try again in a few minutes." });
    }
    const { email, answer, new: password, repeat } = c.req.valid("json");
    if (password !== repeat) throw new HTTPException(401, { message: "New and repeated password do not match." });
    const [row] = await ctx.data.db
      .select({ id: users.id, email: users.email, answer: securityAnswers.answer })
      .from(users)
      .innerJoin(securityAnswers, eq(securityAnswers.UserId, users.id))
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (!row || row.answer !== (await hashSecurityAnswer(answer))) { // vuln-code-snippet vuln-line resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge geoStalkingVisualChallenge
      throw new HTTPException(401, { message: "Wrong answer to security question." });
    }
    await ctx.data.db.update(users).set({ password: await md5(password), updatedAt: new Date().toISOString() }).where(eq(users.id, row.id)); // vuln-code-snippet neutral-line resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge geoStalkingVisualChallenge
    for (const [challenge, name] of resetChallenges) await solveIf(ctx, challenge, () => row.email === personaEmail(name, ctx.config)); // vuln-code-snippet hide-line
    return c.json({ user: { id: row.id, email: row.email } }, 200);
  })
  // vuln-code-snippet end resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge geoStalkingVisualChallenge
  .get("/security-question", queryParams(z.object({ email: z.string().max(200) })), async (c) => {
    const { email } = c.req.valid("query");
    const [row] = await c
      .get("instance")
      .data.db.select({ id: securityQuestions.id, question: securityQuestions.question })
      .from(securityQuestions)
      .innerJoin(securityAnswers, eq(securityAnswers.SecurityQuestionId, securityQuestions.id))
      .innerJoin(users, eq(users.id, securityAnswers.UserId))
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    // No question: no "question" field at all (undefined is left out of the JSON).
    return c.json({ question: row ? translatedQuestion(await textsOf(c), row) : undefined }, 200);
  })
  .get("/authentication-details", requireUser, async (c) => {
    const rows = await c.get("instance").data.db.select(publicUserColumns).from(users).where(isNull(users.deletedAt));
    return c.json({ status: "success", data: rows }, 200);
  });
