import { and, eq, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import lfr from "../challenges/catalogue/lfr";
import { solveIf } from "../challenges/engine";
import { privacyRequests, securityAnswers, securityQuestions, users } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { currentUser, requireUser, signedInUser } from "../lib/auth";
import { hashSecurityAnswer } from "../lib/crypto";
import { normalizePath, readFile } from "../lib/files";
import { escapeHtml } from "../lib/html";
import { jsonBody } from "../lib/validate";

const erasureFields = z.object({
  email: z.string().trim().min(1).max(254),
  securityAnswer: z.string().min(1).max(200),
});

/** The user's security question, if they have one. */
async function questionOf(ctx: InstanceContext, userId: number) {
  const [row] = await ctx.data.db
    .select({ question: securityQuestions.question, answer: securityAnswers.answer })
    .from(securityAnswers)
    .innerJoin(securityQuestions, eq(securityQuestions.id, securityAnswers.SecurityQuestionId))
    .where(eq(securityAnswers.UserId, userId));
  return row ?? null;
}

/**
 * Records an erasure request once the user has confirmed their own email and security answer.
 * Answers the reason as a 400 when they do not match.
 */
async function recordErasure(ctx: InstanceContext, userId: number, { email, securityAnswer }: z.infer<typeof erasureFields>) {
  const [user] = await ctx.data.db.select({ email: users.email }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const question = await questionOf(ctx, userId);
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) throw new HTTPException(400, { message: "That is not the email of your account." });
  if (!question || question.answer !== (await hashSecurityAnswer(securityAnswer))) throw new HTTPException(400, { message: "Wrong answer to your security question." });
  await ctx.data.db.insert(privacyRequests).values({ UserId: userId, deletionRequested: true });
}

/** POST /rest/user/erasure-request: asks for the signed-in user's data to be erased. */
export const erasureRequestApi = new Hono<ApiEnv>({ strict: false }).post("/", requireUser, jsonBody(erasureFields), async (c) => {
  await recordErasure(c.get("instance"), signedInUser(c).id, c.req.valid("json"));
  return c.json({ status: "success" as const, data: { confirmation: "Your erasure request has been recorded." } }, 201);
});

/** Where the erasure page's layouts live, and the one it uses. */
export const layoutsFolder = "/views/layouts";
const defaultLayout = "main.html";

/**
 * Renders a page body into a layout of the instance's files, as template engines with layouts do.
 * Another layout than the default is shown only in part (the page was not made for it).
 */
async function renderWithLayout(c: Context<ApiEnv>, body: string, layout = defaultLayout) {
  const ctx = c.get("instance");
  // vuln-code-snippet start lfrChallenge
  // The request may name its layout, and the name is joined to the layouts folder unchecked:
  // "../../etc/passwd" climbs out of it to any file of the instance.
  const path = normalizePath(`${layoutsFolder}/${layout}`); // vuln-code-snippet vuln-line lfrChallenge
  if (path.toLowerCase().includes("ftp")) throw new HTTPException(403, { message: "File access not allowed." });
  const file = await readFile(ctx.data, path); // vuln-code-snippet vuln-line lfrChallenge
  // vuln-code-snippet end lfrChallenge
  if (!file) throw new HTTPException(404, { message: `No layout ${layout}.` });
  const html = new TextDecoder().decode(file.content).replace("{{{body}}}", body);
  const foreign = !path.startsWith(`${layoutsFolder}/`);
  await solveIf(ctx, lfr, () => foreign);
  return c.html(layout === defaultLayout ? html : `${html.slice(0, 200)}......`, 200);
}

const erasureForm = (email: string, question: string) => `
<h1>Request data erasure</h1>
<p class="muted">We will erase your account and everything we keep about you. Confirm it is you:</p>
<form method="post" action="/dataerasure">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
  <label for="securityAnswer">${escapeHtml(question)}</label>
  <input id="securityAnswer" name="securityAnswer" type="password" autocomplete="off" required>
  <button type="submit">Delete my data</button>
</form>`;

const formFields = validator("form", (value) => {
  const parsed = erasureFields.extend({ layout: z.string().max(300).optional() }).safeParse(value);
  if (!parsed.success) {
    throw new HTTPException(400, { message: `Invalid request: ${parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ")}` });
  }
  return parsed.data;
});

/** The signed-in user (token cookie or header), or a 401 JSON error as for the profile page. */
async function pageUser(c: Context<ApiEnv>) {
  const user = await currentUser(c);
  if (!user) throw new HTTPException(401, { message: "Please log in to request the erasure of your data." });
  return user;
}

/**
 * /dataerasure: the data erasure page, rendered by the server (the shop's page embeds it). A hidden
 * path, listed in worker/paths.ts. Signed in through the token cookie. Its pages are HTML; what
 * goes wrong is a JSON error, as everywhere in the API.
 */
export const dataErasureApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => {
    const user = await pageUser(c);
    const question = await questionOf(c.get("instance"), user.id);
    return renderWithLayout(c, erasureForm(user.email, question?.question ?? "Your security answer"));
  })
  .post("/", formFields, async (c) => {
    const user = await pageUser(c);
    const { layout, ...fields } = c.req.valid("form");
    await recordErasure(c.get("instance"), user.id, fields);
    const done = `<h1>Request data erasure</h1><p role="status">Your request has been recorded. Our data protection team erases your account within 30 days.</p><p><a href="/" target="_top">Back to the shop</a></p>`;
    return renderWithLayout(c, done, layout);
  });
