import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import loginAdmin from "../challenges/catalogue/login-admin";
import { solveIf } from "../challenges/engine";
import { baskets, users } from "../db/schema";
import { emailOf } from "../db/seed";
import type { InstanceContext } from "../instance/context";
import { md5 } from "../lib/crypto";
import { signToken, type TokenUser } from "../lib/jwt";
import { jsonBody } from "../lib/validate";

interface UserRow extends TokenUser {
  password: string;
  totpSecret: string;
}

async function basketIdOf(ctx: InstanceContext, userId: number): Promise<number> {
  const [existing] = await ctx.data.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.UserId, userId));
  if (existing) return existing.id;
  const [created] = await ctx.data.db.insert(baskets).values({ UserId: userId }).returning({ id: baskets.id });
  return created!.id;
}

async function adminId(ctx: InstanceContext): Promise<number | undefined> {
  const [admin] = await ctx.data.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, emailOf("admin", ctx.config)), isNull(users.deletedAt)));
  return admin?.id;
}

const credentials = z.object({
  // Only the type is checked: the login query below is injectable on purpose.
  email: z.string().max(1000),
  password: z.string().max(1000),
});

/** POST /rest/user/login. Mounted at /rest/user. */
// vuln-code-snippet start loginAdminChallenge
// The email is pasted into the SQL text on purpose: a quote in it ends the string literal.
export const userApi = new Hono<ApiEnv>({ strict: false }).post("/login", jsonBody(credentials), async (c) => {
  const ctx = c.get("instance");
  const { email, password } = c.req.valid("json");
  const [user] = await ctx.data.sql<UserRow & Record<string, unknown>>( // vuln-code-snippet neutral-line loginAdminChallenge
    `SELECT * FROM Users WHERE email = '${email}' AND password = '${await md5(password)}' AND deletedAt IS NULL`, // vuln-code-snippet vuln-line loginAdminChallenge
  );
  if (!user?.id) throw new HTTPException(401, { message: "Invalid email or password." });

  // vuln-code-snippet hide-start
  // Solved only when the admin's row came back although the typed email was not the admin's.
  await solveIf(ctx, loginAdmin, async () => user.id === (await adminId(ctx)) && email !== user.email);
  // vuln-code-snippet hide-end

  if (user.totpSecret) {
    const tmpToken = await signToken({ userId: user.id, type: "password_valid_needs_second_factor_token" }, "5m");
    return c.json({ status: "totp_token_required", data: { tmpToken } }, 401);
  }
  const tokenUser: TokenUser = {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    deluxeToken: user.deluxeToken,
    lastLoginIp: user.lastLoginIp,
    profileImage: user.profileImage,
  };
  const token = await signToken({ status: "success", data: tokenUser });
  const bid = await basketIdOf(ctx, user.id);
  return c.json({ authentication: { token, bid, umail: user.email } });
});
// vuln-code-snippet end loginAdminChallenge
