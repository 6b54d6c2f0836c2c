import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { cards } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { requireUser, signedInUser } from "../lib/auth";
import { jsonBody, pathParams } from "../lib/validate";

const idParam = pathParams(z.object({ id: z.coerce.number().int().positive() }));

/** A card as the add-card panel sends it (spec part 2 §5 and §9). */
const cardFields = z.object({
  fullName: z.string().trim().min(1).max(100),
  cardNum: z.number().int().min(1e15).max(1e16 - 1),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2080).max(2099),
});

type CardRow = typeof cards.$inferSelect;

/** A card as pages see it: only the last four digits of its number. */
const masked = ({ cardNum, ...card }: CardRow) => ({ ...card, cardNum: `************${String(cardNum).slice(-4)}` });

/** The user's card with this id, or null. */
export async function cardOf(ctx: InstanceContext, userId: number, id: number): Promise<CardRow | null> {
  const [row] = await ctx.data.db.select().from(cards).where(and(eq(cards.id, id), eq(cards.UserId, userId)));
  return row ?? null;
}

async function ownCard(c: Context<ApiEnv>, id: number) {
  const card = await cardOf(c.get("instance"), signedInUser(c).id, id);
  if (!card) throw new HTTPException(404, { message: `You have no card with id ${id}.` });
  return card;
}

/** /api/Cards: the signed-in user's saved payment cards. */
export const cardsApi = new Hono<ApiEnv>({ strict: false })
  .use(requireUser)
  .get("/", async (c) => {
    const rows = await c.get("instance").data.db.select().from(cards).where(eq(cards.UserId, signedInUser(c).id)).orderBy(cards.id);
    return c.json({ status: "success" as const, data: rows.map(masked) }, 200);
  })
  .post("/", jsonBody(cardFields), async (c) => {
    const [row] = await c
      .get("instance")
      .data.db.insert(cards)
      .values({ ...c.req.valid("json"), UserId: signedInUser(c).id })
      .returning();
    return c.json({ status: "success" as const, data: masked(row!) }, 201);
  })
  .get("/:id", idParam, async (c) => c.json({ status: "success" as const, data: masked(await ownCard(c, c.req.valid("param").id)) }, 200))
  .delete("/:id", idParam, async (c) => {
    const card = await ownCard(c, c.req.valid("param").id);
    await c.get("instance").data.db.delete(cards).where(eq(cards.id, card.id));
    return c.json({ status: "success" as const }, 200);
  });
