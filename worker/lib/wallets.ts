import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/handle";
import { wallets } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { failedGuard } from "./guards";
import { toCents, type Cents } from "./money";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const balanceCents = sql`round(${wallets.balance} * 100)`;

/** A user's wallet balance in cents (a user without a wallet row gets an empty one). */
export async function walletBalance(ctx: InstanceContext, userId: number): Promise<Cents> {
  const [row] = await ctx.data.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.UserId, userId));
  if (row) return toCents(row.balance);
  await ctx.data.db.insert(wallets).values({ UserId: userId, balance: 0 }).onConflictDoNothing();
  return 0;
}

/** Adds to a balance, in cents, inside SQLite (concurrent changes cannot overwrite each other). */
export const creditWallet = (db: Db, userId: number, cents: Cents) =>
  db
    .update(wallets)
    .set({ balance: sql`(${balanceCents} + ${cents}) / 100.0`, updatedAt: now })
    .where(eq(wallets.UserId, userId));

/**
 * Takes from a balance, in cents; a guarded write (./guards.ts): a short balance fails the batch.
 */
export const debitWallet = (db: Db, userId: number, cents: Cents) =>
  db
    .update(wallets)
    .set({ balance: sql`CASE WHEN ${balanceCents} >= ${cents} THEN (${balanceCents} - ${cents}) / 100.0 ELSE NULL END`, updatedAt: now })
    .where(eq(wallets.UserId, userId));

/** Whether an error is the wallet's short-balance refusal. */
export const isShortBalance = (error: unknown) => failedGuard(error, "Wallets.balance");
