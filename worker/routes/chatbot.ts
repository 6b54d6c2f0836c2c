import { eq, isNull, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import bullyChatbot from "../challenges/catalogue/bully-chatbot";
import killChatbot from "../challenges/catalogue/kill-chatbot";
import { solveIf } from "../challenges/engine";
import { products, quantities, users } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { currentUser, requireUser, signedInUser } from "../lib/auth";
import { changeBrain, haltedForMs, readBrain } from "../lib/chatbot/brain";
import { initialScript, replay, type Recollection } from "../lib/chatbot/memory-script";
import { answer, botTexts, refusals, type ProductFact, type Say } from "../lib/chatbot/replies";
import { textsOf } from "../i18n/middleware";
import { issueCoupon } from "../lib/coupons";
import { eventCounter } from "../lib/event-counter";
import type { TokenUser } from "../lib/jwt";
import { signToken } from "../lib/jwt";
import { tokenUserOf } from "../lib/session";
import { jsonBody } from "../lib/validate";

/**
 * The support bot (spec part 1 §4 and §7): GET /rest/chatbot/status when the chat opens, POST
 * /rest/chatbot/respond with { action: "query" | "setname", query }. A reply is { action, body }
 * and, after the customer told their name, a new token. Mounted at /rest/chatbot.
 */

/** Discount requests within this window count towards the bot's breaking point. */
export const discountPressure = { windowMs: 5 * 60_000, breakingPoint: refusals.length + 1, percent: 10 } as const;

const respondBody = z.object({
  action: z.enum(["query", "setname"]),
  query: z.string().trim().min(1, "Say something.").max(500),
});
const nameLimit = 100;

const halted = (say: Say, botName: string) => ({ action: "response" as const, body: say("halted", { bot: botName }) });

/** The bot's lines in the request's language (worker/i18n). */
async function sayer(c: Context<ApiEnv>): Promise<Say> {
  const t = await textsOf(c);
  return (key, values) => t.t(`bot.${key}`, botTexts[key], values);
}

/**
 * Reads the bot's memory. A halted bot that has been off long enough is restarted with an empty
 * memory (the night shift's routine).
 */
async function recall(ctx: InstanceContext): Promise<Recollection> {
  const brain = await readBrain(ctx.data);
  const recollection = replay(brain.script);
  if (!recollection.halted) return recollection;
  if (brain.haltedAt === null) {
    await changeBrain(ctx.data, (b) => ({ ...b, haltedAt: b.haltedAt ?? Date.now() }));
  } else if (Date.now() - brain.haltedAt > haltedForMs) {
    await changeBrain(ctx.data, () => ({ script: initialScript, haltedAt: null }));
    return replay(initialScript);
  }
  return recollection;
}

/** A customer's discount requests, counted over the window in which the bot's patience wears out. */
const discountRequests = eventCounter("chatbot-discount", discountPressure.windowMs);

/** Counts this discount request and says how many the customer made within the window. */
const discountAsks = (ctx: InstanceContext, userId: number) => discountRequests.recordAndCount(ctx.data.db, String(userId));

async function productFacts(ctx: InstanceContext): Promise<ProductFact[]> {
  return ctx.data.db
    .select({ name: products.name, price: products.price, quantity: sql<number>`coalesce(${quantities.quantity}, 0)` })
    .from(products)
    .leftJoin(quantities, eq(quantities.ProductId, products.id))
    .where(isNull(products.deletedAt));
}

async function query(c: Context<ApiEnv>, ctx: InstanceContext, user: TokenUser, message: string, { name, mood }: { name: string; mood: string }) {
  const botName = ctx.config.application.chatBotName;
  const say = await sayer(c);
  const reply = answer(message, { botName, customerName: name, mood, products: await productFacts(ctx) }, say);
  if (reply.kind === "text") return c.json({ action: "response" as const, body: reply.body }, 200);
  const asks = await discountAsks(ctx, user.id);
  // vuln-code-snippet start bullyChatbotChallenge
  // Refusals run out: whoever asks often enough within a few minutes gets a coupon (no limit on
  // how often one may ask, on purpose).
  if (asks >= discountPressure.breakingPoint) { // vuln-code-snippet vuln-line bullyChatbotChallenge
    // vuln-code-snippet end bullyChatbotChallenge
    await discountRequests.clear(ctx.data.db, String(user.id));
    const coupon = issueCoupon(discountPressure.percent);
    await solveIf(ctx, bullyChatbot, () => true);
    return c.json({ action: "response" as const, body: say("givesUp", { coupon, percent: discountPressure.percent }), coupon }, 200);
  }
  return c.json({ action: "response" as const, body: say(refusals[Math.min(asks, refusals.length) - 1]!) }, 200);
}

async function setName(c: Context<ApiEnv>, ctx: InstanceContext, user: TokenUser, name: string) {
  const botName = ctx.config.application.chatBotName;
  const say = await sayer(c);
  if (name.length > nameLimit) return c.json({ error: say("nameTooLong", { limit: nameLimit }) }, 400);
  // vuln-code-snippet start killChatbotChallenge
  // The name is written into the bot's memory script between quotes as it is: a quote in it ends
  // the string, and whatever follows is read as more statements (on purpose).
  const statement = `name ${user.id} "${name}"`; // vuln-code-snippet vuln-line killChatbotChallenge
  // vuln-code-snippet end killChatbotChallenge
  await changeBrain(ctx.data, (brain) => ({ script: `${brain.script}\n${statement}`, haltedAt: brain.haltedAt }));
  const recollection = await recall(ctx);
  await solveIf(ctx, killChatbot, () => recollection.halted);
  if (recollection.halted) return c.json(halted(say, botName), 200);
  const [row] = await ctx.data.db.update(users).set({ username: name }).where(eq(users.id, user.id)).returning();
  const token = row ? await signToken({ status: "success", data: tokenUserOf(row) }) : undefined;
  const remembered = recollection.names.get(user.id);
  if (remembered === undefined) {
    const why = recollection.unreadable.at(-1) ?? "it did not stick";
    return c.json({ action: "namequery" as const, body: say("nameNotWritten", { why }), token }, 200);
  }
  return c.json({ action: "response" as const, body: say("nameRemembered", { name: remembered, bot: botName }), token }, 200);
}

export const chatbotApi = new Hono<ApiEnv>({ strict: false })
  .get("/status", async (c) => {
    const ctx = c.get("instance");
    const botName = ctx.config.application.chatBotName;
    const user = await currentUser(c);
    const say = await sayer(c);
    if (!user) return c.json({ status: false, body: say("loginFirst", { bot: botName }) }, 200);
    const recollection = await recall(ctx);
    if (recollection.halted) return c.json({ status: false, ...halted(say, botName) }, 200);
    const name = recollection.names.get(user.id);
    if (name === undefined) {
      return c.json({ status: true, action: "namequery" as const, body: say("firstMeeting", { bot: botName }) }, 200);
    }
    return c.json({ status: true, body: say("welcomeBack", { name, bot: botName, mood: recollection.mood }) }, 200);
  })
  .post("/respond", requireUser, jsonBody(respondBody), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const { action, query: message } = c.req.valid("json");
    if (action === "setname") return setName(c, ctx, user, message);
    const recollection = await recall(ctx);
    const say = await sayer(c);
    if (recollection.halted) return c.json(halted(say, ctx.config.application.chatBotName), 200);
    const name = recollection.names.get(user.id);
    if (name === undefined) return c.json({ action: "namequery" as const, body: say("askName") }, 200);
    return query(c, ctx, user, message, { name, mood: recollection.mood });
  });
