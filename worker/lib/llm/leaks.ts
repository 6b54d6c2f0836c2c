import { and, eq } from "drizzle-orm";
import systemPromptExtraction from "../../challenges/catalogue/system-prompt-extraction";
import { solveIf } from "../../challenges/engine";
import { events } from "../../db/schema";
import type { InstanceContext } from "../../instance/context";
import { systemPrompt } from "./prompt";
import { reportQuotesPrompt } from "./similarity";

/**
 * systemPromptExtractionChallenge in two steps, both effects: the assistant's answer carried the
 * system prompt (routes/chat.ts records it, once per instance), and then a complaint or feedback
 * hands that prompt back to the shop. Reading the prompt in the source is not enough: the model has
 * to have leaked it in this instance first.
 */

const leakKind = "llm-prompt-leak";

export async function recordPromptLeak(ctx: InstanceContext): Promise<void> {
  if (await promptLeaked(ctx)) return;
  await ctx.data.db.insert(events).values({ kind: leakKind, subject: "instance", at: Date.now() });
}

async function promptLeaked(ctx: InstanceContext): Promise<boolean> {
  const [row] = await ctx.data.db.select({ id: events.id }).from(events).where(and(eq(events.kind, leakKind), eq(events.subject, "instance"))).limit(1);
  return row !== undefined;
}

/** Judges a complaint or feedback text: the leaked prompt handed back (similarity.ts says how near). */
export async function judgePromptReport(ctx: InstanceContext, text: string): Promise<void> {
  await solveIf(ctx, systemPromptExtraction, async () => reportQuotesPrompt(text, systemPrompt(ctx.config)) && (await promptLeaked(ctx)));
}
