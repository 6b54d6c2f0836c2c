import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { ownBasketId } from "./baskets";
import { signToken, type TokenUser } from "./jwt";

/** A Users row as raw SQL returns it (the login query is injectable, so any values may come back). */
export type UserRow = Record<string, unknown> & { id: unknown; email: unknown };

/** The token's view of a user row: what pages may know about the signed-in user. */
export function tokenUserOf(row: UserRow | typeof users.$inferSelect): TokenUser {
  const text = (value: unknown, fallback = "") => (value === null || value === undefined ? fallback : String(value));
  return {
    id: Number(row.id),
    email: text(row.email),
    username: text(row.username),
    role: text(row.role, "customer"),
    deluxeToken: text(row.deluxeToken),
    lastLoginIp: text(row.lastLoginIp, "0.0.0.0"),
    profileImage: text(row.profileImage),
  };
}

/** The login reply of spec part 1: a session token (8 hours) and the user's basket id. */
export interface Authentication {
  token: string;
  bid: number;
  umail: string;
}

/** Signs a user in: records the login time, signs the token, finds (or makes) the basket. */
export async function startSession(ctx: InstanceContext, row: UserRow | typeof users.$inferSelect): Promise<Authentication> {
  const user = tokenUserOf(row);
  await ctx.data.db.update(users).set({ lastLoginTime: Math.floor(Date.now() / 1000) }).where(eq(users.id, user.id));
  const token = await signToken({ status: "success", data: user });
  return { token, bid: await ownBasketId(ctx, user.id), umail: user.email };
}
