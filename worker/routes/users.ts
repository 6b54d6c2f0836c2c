import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import emptyUserRegistration from "../challenges/catalogue/empty-user-registration";
import passwordRepeat from "../challenges/catalogue/password-repeat";
import persistedXssUser from "../challenges/catalogue/persisted-xss-user";
import registerAdmin from "../challenges/catalogue/register-admin";
import { solveIf } from "../challenges/engine";
import { securityAnswers, securityQuestions, users, wallets } from "../db/schema";
import { requireUser } from "../lib/auth";
import { hashSecurityAnswer, md5 } from "../lib/crypto";
import { jsonBody, pathParams } from "../lib/validate";
import { publicUserColumns } from "./user/account";

const roles = ["customer", "deluxe", "accounting", "admin"] as const;

// vuln-code-snippet start registerAdminChallenge emptyUserRegistration persistedXssUserChallenge passwordRepeatChallenge
// The API trusts what the registration form checks: any text is an email (or none), the repeated
// password is optional, and the new user's role is whatever the request says.
const registration = z.object({
  email: z.string().max(200), // vuln-code-snippet vuln-line emptyUserRegistration persistedXssUserChallenge
  password: z.string().max(200), // vuln-code-snippet vuln-line emptyUserRegistration
  passwordRepeat: z.string().max(200).optional(), // vuln-code-snippet vuln-line passwordRepeatChallenge
  role: z.enum(roles).optional(), // vuln-code-snippet vuln-line registerAdminChallenge
  username: z.string().max(100).optional(),
});
// vuln-code-snippet end registerAdminChallenge emptyUserRegistration persistedXssUserChallenge passwordRepeatChallenge

/** An iframe whose source runs script, in the email: the stored XSS the admin page then shows. */
const scriptingIframe = /<iframe\b[^>]*\bsrc\s*=\s*["']?\s*javascript:/i;

const idParam = pathParams(z.object({ id: z.coerce.number().int().positive() }));

/** /api/Users: registration (open to all), and the users of the shop (signed-in users only). */
export const usersApi = new Hono<ApiEnv>({ strict: false })
  .post("/", jsonBody(registration), async (c) => {
    const ctx = c.get("instance");
    const body = c.req.valid("json");
    const [taken] = await ctx.data.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (taken) throw new HTTPException(400, { message: "Email must be unique." });
    const [created] = await ctx.data.db
      .insert(users)
      .values({ email: body.email, password: await md5(body.password), role: body.role ?? "customer", username: body.username ?? "" })
      .returning(publicUserColumns);
    await ctx.data.db.insert(wallets).values({ UserId: created!.id, balance: 0 });
    await solveIf(ctx, registerAdmin, () => body.role === "admin");
    await solveIf(ctx, passwordRepeat, () => body.password.length > 0 && body.passwordRepeat !== body.password);
    await solveIf(ctx, emptyUserRegistration, () => body.email === "" && body.password === "");
    await solveIf(ctx, persistedXssUser, () => scriptingIframe.test(body.email));
    return c.json({ status: "success" as const, data: created! }, 201);
  })
  .get("/", requireUser, async (c) => {
    const rows = await c.get("instance").data.db.select(publicUserColumns).from(users);
    return c.json({ status: "success" as const, data: rows }, 200);
  })
  .get("/:id", requireUser, idParam, async (c) => {
    const { id } = c.req.valid("param");
    const [row] = await c.get("instance").data.db.select(publicUserColumns).from(users).where(eq(users.id, id));
    if (!row) throw new HTTPException(404, { message: `No user with id ${id}.` });
    return c.json({ status: "success" as const, data: row }, 200);
  });

/** POST /api/SecurityAnswers: a new user's answer, sent right after registration (spec part 1 §4). */
export const securityAnswersApi = new Hono<ApiEnv>({ strict: false }).post(
  "/",
  jsonBody(
    z.object({
      UserId: z.number().int().positive(),
      answer: z.string().min(1).max(200),
      SecurityQuestionId: z.number().int().positive(),
    }),
  ),
  async (c) => {
    const ctx = c.get("instance");
    const { UserId, answer, SecurityQuestionId } = c.req.valid("json");
    const [user] = await ctx.data.db.select({ id: users.id }).from(users).where(eq(users.id, UserId));
    if (!user) throw new HTTPException(400, { message: `No user with id ${UserId}.` });
    const [question] = await ctx.data.db.select({ id: securityQuestions.id }).from(securityQuestions).where(eq(securityQuestions.id, SecurityQuestionId));
    if (!question) throw new HTTPException(400, { message: `No security question with id ${SecurityQuestionId}.` });
    const [existing] = await ctx.data.db.select({ id: securityAnswers.id }).from(securityAnswers).where(eq(securityAnswers.UserId, UserId));
    // An answer, once given, is not changeable later (the registration form says so).
    if (existing) throw new HTTPException(400, { message: "This user has a security answer already." });
    const [saved] = await ctx.data.db
      .insert(securityAnswers)
      .values({ UserId, SecurityQuestionId, answer: await hashSecurityAnswer(answer) })
      .returning({ id: securityAnswers.id, UserId: securityAnswers.UserId, SecurityQuestionId: securityAnswers.SecurityQuestionId });
    return c.json({ status: "success" as const, data: saved! }, 201);
  },
);
