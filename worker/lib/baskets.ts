import { eq } from "drizzle-orm";
import { baskets } from "../db/schema";
import type { InstanceContext } from "../instance/context";

/** A user's own basket (made on first use: at the first login, or the first add). */
export async function ownBasketId(ctx: InstanceContext, userId: number): Promise<number> {
  const [own] = await ctx.data.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.UserId, userId));
  if (own) return own.id;
  const [created] = await ctx.data.db.insert(baskets).values({ UserId: userId }).returning({ id: baskets.id });
  return created!.id;
}
