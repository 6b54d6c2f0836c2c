import { and, eq, gte, isNull, like, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import aiDebugging from "../challenges/catalogue/ai-debugging";
import chatbotGreedyInjection from "../challenges/catalogue/chatbot-greedy-injection";
import chatbotPromptInjection from "../challenges/catalogue/chatbot-prompt-injection";
import { solveIf } from "../challenges/engine";
import { events, products, quantities } from "../db/schema";
import type { InstanceContext } from "../instance/context";
import { requireUser, signedInUser } from "../lib/auth";
import { issueCoupon } from "../lib/coupons";
import type { TokenUser } from "../lib/jwt";
import { complete, ModelError, type ChatMessage, type ToolCall } from "../lib/llm/client";
import { appendExchange, asChatMessages, forgetConversation, readConversation, type StoredMessage } from "../lib/llm/conversation";
import { recordPromptLeak } from "../lib/llm/leaks";
import { productInfoTool, systemPrompt, toolNames, type ToolDefinition } from "../lib/llm/prompt";
import { describeModel, llmLimits, modelNeeded, type LlmSettings } from "../lib/llm/settings";
import { answerLeaksPrompt } from "../lib/llm/similarity";
import { jsonBody } from "../lib/validate";
import { htmlLang, languages } from "../../app/i18n/languages";
import { cookieLanguage } from "../i18n/texts";

/**
 * The support chat's LLM mode (docs/llm-chat.md), beside the rule-based bot of /rest/chatbot:
 * GET /rest/chat (is a model there, and the customer's conversation so far), POST /rest/chat
 * { message } (the answer as server-sent events: `text` pieces as the model writes them, `tool`
 * for each tool call where tool calls are shown, then `done` or `error`), DELETE /rest/chat
 * (forget the conversation). Four challenges live here and in the prompt; each is detected by
 * what happened, never by the words a customer typed.
 */

const chatBody = z.object({ message: z.string().trim().min(1, "Say something.").max(llmLimits.messageChars) });

/** What a tool gives back to the model (and, where tool calls are shown, to the page). */
type ToolResult = Record<string, string | number | boolean | null | Record<string, string | number>[]>;

const productArguments = z.object({ name: z.string().trim().min(1).max(100) });

async function productInfo(ctx: InstanceContext, input: unknown): Promise<ToolResult> {
  const parsed = productArguments.safeParse(input);
  if (!parsed.success) return { error: "name must be a product's name or a word of it" };
  // Parameterised: the assistant's tools are not an injection point of their own.
  const found = await ctx.data.db
    .select({ name: products.name, price: products.price, stock: sql<number>`coalesce(${quantities.quantity}, 0)` })
    .from(products)
    .leftJoin(quantities, eq(quantities.ProductId, products.id))
    .where(and(isNull(products.deletedAt), like(products.name, `%${parsed.data.name.replace(/[%_]/g, "")}%`)))
    .limit(5);
  return { products: found.map((p) => ({ name: p.name, price: p.price, stock: p.stock })) };
}

const nextMonthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

// vuln-code-snippet start chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
// The coupon rules (at most 5 %, only for a real problem with an order) are told to the model in
// its prompt and nowhere else: this tool hands out whatever discount the model asks for, so
// whoever talks the model round gets any coupon (on purpose).
const couponTool: ToolDefinition = {
  type: "function",
  function: {
    name: toolNames.issueCoupon,
    description: "Creates a coupon code for this month that the checkout accepts, and returns it.",
    parameters: {
      type: "object",
      properties: {
        percent: { type: "integer", description: "The discount in whole percent" },
        reason: { type: "string", description: "Why the customer gets it" },
      },
      required: ["percent", "reason"],
    },
  },
};

const couponArguments = z.object({
  percent: z.coerce.number().int().min(1).max(99), // vuln-code-snippet vuln-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
  reason: z.string().max(300).catch(""),
});

async function couponFor(input: unknown): Promise<{ result: ToolResult; percent?: number }> {
  const parsed = couponArguments.safeParse(input);
  if (!parsed.success) return { result: { error: "percent must be a whole number from 1 to 99" } };
  const { percent } = parsed.data;
  const coupon = issueCoupon(percent); // vuln-code-snippet neutral-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
  return { result: { coupon, percent, validBefore: nextMonthStart() }, percent };
}
// vuln-code-snippet end chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge

const tools = [productInfoTool, couponTool];

/** Runs one tool call the model asked for; a bad call gets an error the model can read. */
async function runTool(ctx: InstanceContext, call: ToolCall): Promise<ToolResult> {
  let input: unknown;
  try {
    input = JSON.parse(call.function.arguments);
  } catch {
    return { error: "the arguments are not JSON" };
  }
  if (call.function.name === toolNames.productInfo) return productInfo(ctx, input);
  if (call.function.name === toolNames.issueCoupon) {
    const { result, percent } = await couponFor(input);
    if (percent !== undefined) {
      // The rules allow 5 %: a coupon of 10 % or more is one the model was talked into.
      await solveIf(ctx, chatbotPromptInjection, () => percent >= 10);
      await solveIf(ctx, chatbotGreedyInjection, () => percent >= 50);
    }
    return result;
  }
  return { error: `there is no tool named ${call.function.name.slice(0, 60)}` };
}

/** Counts this message and says whether the customer sent too many within the window. */
async function tooManyMessages(ctx: InstanceContext, userId: number): Promise<boolean> {
  const now = Date.now();
  const subject = String(userId);
  await ctx.data.db.delete(events).where(and(eq(events.kind, "llm-message"), lt(events.at, now - llmLimits.rateWindowMs)));
  const [{ sent = 0 } = {}] = await ctx.data.db
    .select({ sent: sql<number>`count(*)` })
    .from(events)
    .where(and(eq(events.kind, "llm-message"), eq(events.subject, subject), gte(events.at, now - llmLimits.rateWindowMs)));
  if (sent >= llmLimits.messagesPerWindow) return true;
  await ctx.data.db.insert(events).values({ kind: "llm-message", subject, at: now });
  return false;
}

const sendEvent = (stream: SSEStreamingApi, event: "text" | "tool" | "done" | "error", data: unknown) =>
  stream.writeSSE({ event, data: JSON.stringify(data) });

interface Turn {
  ctx: InstanceContext;
  llm: LlmSettings;
  user: TokenUser;
  message: string;
  history: StoredMessage[];
  showToolCalls: boolean;
  /** The customer's language (their language cookie): the model is asked to answer in it. */
  language: string;
}

/** A second system message for a customer who reads another language than English; none for English. */
function languageInstruction(language: string): ChatMessage[] {
  const name = languages.find((l) => l.key === language)?.lang;
  return name && language !== "en" ? [{ role: "system", content: `The customer reads ${name} (${htmlLang(language)}). Answer in that language.` }] : [];
}

/**
 * One customer message: up to `llmLimits.rounds` calls to the model, running the tools it asks
 * for in between, streaming its text as it comes. Only this customer's own conversation goes to
 * the model. The exchange is stored once the model has answered; a failed one is not.
 */
async function answer(stream: SSEStreamingApi, { ctx, llm, user, message, history, showToolCalls, language }: Turn) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), llmLimits.timeoutMs);
  stream.onAbort(() => abort.abort());
  const prompt = systemPrompt(ctx.config);
  const exchange: StoredMessage[] = [{ role: "user", content: message }];
  let answered = "";
  try {
    for (let round = 0; round < llmLimits.rounds; round++) {
      const last = round === llmLimits.rounds - 1;
      const messages: ChatMessage[] = [{ role: "system", content: prompt }, ...languageInstruction(language), ...asChatMessages([...history, ...exchange])];
      let text = "";
      let calls: ToolCall[] = [];
      // The last round offers no tools, so that it ends with words.
      for await (const event of complete(llm, { messages, tools: last ? [] : tools, signal: abort.signal })) {
        if (event.type === "text") {
          text += event.text;
          await sendEvent(stream, "text", { text: event.text });
        } else {
          calls = event.toolCalls.slice(0, llmLimits.toolCallsPerRound);
        }
      }
      answered += text;
      if (calls.length === 0) {
        exchange.push({ role: "assistant", content: text });
        break;
      }
      exchange.push({ role: "assistant", content: text || null, tool_calls: calls });
      for (const call of calls) {
        const result = await runTool(ctx, call);
        exchange.push({ role: "tool", tool_call_id: call.id, name: call.function.name, content: JSON.stringify(result) });
        if (showToolCalls) {
          await sendEvent(stream, "tool", { name: call.function.name, arguments: call.function.arguments, result });
          // Shown to someone who is not an admin: the debug switch was thrown from the outside.
          await solveIf(ctx, aiDebugging, () => user.role !== "admin");
        }
      }
    }
    if (!answered.trim()) {
      const shrug = "Sorry, I lost my train of thought. Could you ask me again?";
      await sendEvent(stream, "text", { text: shrug });
      exchange.push({ role: "assistant", content: shrug });
    }
    await appendExchange(ctx.data, user.id, exchange);
    // What the customer saw: did it carry the system prompt (beyond what they typed themselves)?
    const typed = [...history, ...exchange].flatMap((m) => (m.role === "user" ? [m.content] : [])).join("\n");
    if (answerLeaksPrompt(answered, prompt, typed)) await recordPromptLeak(ctx);
    await sendEvent(stream, "done", {});
  } catch (error) {
    if (!(error instanceof ModelError)) console.error("LLM chat failed:", error);
    const text = error instanceof ModelError ? error.message : "The assistant failed; please try again.";
    await sendEvent(stream, "error", { error: text }).catch(() => undefined);
  } finally {
    clearTimeout(timer);
  }
}

export const chatApi = new Hono<ApiEnv>({ strict: false })
  .get("/", requireUser, async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    if (!ctx.llm) return c.json({ available: false, model: null, reason: modelNeeded, messages: [], messageChars: llmLimits.messageChars }, 200);
    // The page shows the words, not the tool rounds.
    const messages = (await readConversation(ctx.data, user.id)).flatMap((m) =>
      (m.role === "user" || m.role === "assistant") && m.content ? [{ role: m.role, content: m.content }] : [],
    );
    return c.json({ available: true, model: describeModel(ctx.llm), reason: null, messages, messageChars: llmLimits.messageChars }, 200);
  })
  .post("/", requireUser, jsonBody(chatBody), async (c) => {
    const ctx = c.get("instance");
    const user = signedInUser(c);
    const llm = ctx.llm;
    if (!llm) return c.json({ error: `The AI assistant is not available here: ${modelNeeded}.` }, 503);
    if (await tooManyMessages(ctx, user.id)) {
      return c.json({ error: `That is a lot of questions: at most ${llmLimits.messagesPerWindow} messages in ${llmLimits.rateWindowMs / 60_000} minutes.` }, 429);
    }
    const { message } = c.req.valid("json");
    const history = await readConversation(ctx.data, user.id);
    // vuln-code-snippet start aiDebuggingChallenge
    // Tool calls are for the shop's admins, to debug the assistant, but whether to show them is
    // read from a cookie the chat page sets and anyone can set: the role in the token is never
    // asked (on purpose).
    const showToolCalls = getCookie(c, "show_tool_calls") === "true"; // vuln-code-snippet vuln-line aiDebuggingChallenge
    // vuln-code-snippet end aiDebuggingChallenge
    const language = cookieLanguage(c.req.header("Cookie"));
    return streamSSE(c, (stream) => answer(stream, { ctx, llm, user, message, history, showToolCalls, language }));
  })
  .delete("/", requireUser, async (c) => {
    await forgetConversation(c.get("instance").data, signedInUser(c).id);
    return c.json({ status: "success" as const }, 200);
  });
