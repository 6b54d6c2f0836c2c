import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../../api-types";
import dlpPasswordSpraying from "../../challenges/catalogue/dlp-password-spraying";
import ephemeralAccountant from "../../challenges/catalogue/ephemeral-accountant";
import exposedCredentials from "../../challenges/catalogue/exposed-credentials";
import ghostLogin from "../../challenges/catalogue/ghost-login";
import loginAdmin from "../../challenges/catalogue/login-admin";
import loginAmy from "../../challenges/catalogue/login-amy";
import loginBender from "../../challenges/catalogue/login-bender";
import loginJim from "../../challenges/catalogue/login-jim";
import loginRapper from "../../challenges/catalogue/login-rapper";
import loginSupport from "../../challenges/catalogue/login-support";
import oauthUserPassword from "../../challenges/catalogue/oauth-user-password";
import weakPassword from "../../challenges/catalogue/weak-password";
import { solveIf } from "../../challenges/engine";
import type { ChallengeDefinition } from "../../challenges/types";
import { users } from "../../db/schema";
import { persona, personaEmail } from "../../db/seed";
import type { Persona } from "../../db/seed/types";
import type { InstanceContext } from "../../instance/context";
import { md5 } from "../../lib/crypto";
import { startSession, type UserRow } from "../../lib/session";
import { signSecondFactorToken } from "../../lib/two-factor";
import { jsonBody } from "../../lib/validate";

const credentials = z.object({
  // Only the types are checked: the login query below is injectable on purpose.
  email: z.string().max(1000),
  password: z.string().max(1000),
  /** Set by the third-party sign-in, which logs in with the password it made up at registration. */
  oauth: z.boolean().optional(),
});

/** Challenges solved by logging in with a person's real email address and password. */
const knownCredentials: [ChallengeDefinition, Persona][] = [
  [weakPassword, "admin"],
  [exposedCredentials, "testing"],
  [oauthUserPassword, "bjoernOauth"],
  [loginSupport, "support"],
  [loginRapper, "rapper"],
  [loginAmy, "amy"],
  [dlpPasswordSpraying, "leakedEmployee"],
];

/** Challenges solved by whichever way a person's own row comes back from the login query. */
const accountTakeovers: [ChallengeDefinition, Persona][] = [
  [loginJim, "jim"],
  [loginBender, "bender"],
  // Only an injection can bring back an erased account.
  [ghostLogin, "ghost"],
];

export const ephemeralAccountantEmail = (ctx: InstanceContext) => `acc0unt4nt@${ctx.config.application.domain}`;

async function judgeLogin(ctx: InstanceContext, typed: { email: string; password: string }, row: UserRow) {
  const email = String(row.email);
  await solveIf(ctx, loginAdmin, () => email === personaEmail("admin", ctx.config) && typed.email !== email);
  for (const [challenge, name] of accountTakeovers) await solveIf(ctx, challenge, () => email === personaEmail(name, ctx.config));
  for (const [challenge, name] of knownCredentials) {
    await solveIf(ctx, challenge, () => typed.email === personaEmail(name, ctx.config) && typed.password === persona(name).password);
  }
  await solveIf(ctx, ephemeralAccountant, async () => {
    if (email !== ephemeralAccountantEmail(ctx) || row.role !== "accounting") return false;
    const existing = await ctx.data.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return existing.length === 0;
  });
}

/** POST /rest/user/login. Mounted at /rest/user. */
// vuln-code-snippet start loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
// The email is pasted into the SQL text on purpose: a quote in it ends the string literal.
export const loginApi = new Hono<ApiEnv>({ strict: false }).post("/login", jsonBody(credentials), async (c) => {
  const ctx = c.get("instance");
  const { email, password } = c.req.valid("json");
  const [user] = await ctx.data.sql<UserRow>( // vuln-code-snippet neutral-line loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
    `SELECT * FROM Users WHERE email = '${email}' AND password = '${await md5(password)}' AND deletedAt IS NULL`, // vuln-code-snippet vuln-line loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
  );
  if (!user?.id) throw new HTTPException(401, { message: "Invalid email or password." });
  await judgeLogin(ctx, { email, password }, user); // vuln-code-snippet hide-line

  if (user.totpSecret) {
    return c.json({ status: "totp_token_required", data: { tmpToken: await signSecondFactorToken(Number(user.id)) } }, 401);
  }
  return c.json({ authentication: await startSession(ctx, user) }, 200);
});
// vuln-code-snippet end loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
