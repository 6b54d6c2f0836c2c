import { z } from "zod";
import type { DataHandle } from "../../db/handle";
import { collection } from "../documents";
import type { Json } from "../sandbox-core";
import type { ChatMessage } from "./client";
import { llmLimits } from "./settings";

/**
 * Each customer's conversation with the LLM assistant: one document per user in the instance's
 * document store (collection "llmChat"), so it lives in the instance's SQLite, moves with it and a
 * reset forgets it. Only the asking customer's own document is ever read into a request to the
 * model, and only its last `llmLimits.historyMessages` entries.
 */

const conversations = (data: DataHandle) => collection(data, "llmChat");
const idOf = (userId: number) => `user-${userId}`;

const toolCall = z.object({
  id: z.string(),
  type: z.literal("function"),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
const storedMessage = z.discriminatedUnion("role", [
  z.object({ role: z.literal("user"), content: z.string() }),
  z.object({ role: z.literal("assistant"), content: z.string().nullable(), tool_calls: z.array(toolCall).optional() }),
  z.object({ role: z.literal("tool"), tool_call_id: z.string(), name: z.string(), content: z.string() }),
]);
export type StoredMessage = z.infer<typeof storedMessage>;

interface Conversation {
  messages: StoredMessage[];
  revision: number;
}

/** The stored entries, skipping any a student's NoSQL or SQL tampering made unreadable. */
function conversationOf(document: Record<string, unknown> | null): Conversation {
  const raw = Array.isArray(document?.messages) ? document.messages : [];
  const messages = raw.flatMap((m) => {
    const parsed = storedMessage.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
  return { messages, revision: typeof document?.revision === "number" ? document.revision : 0 };
}

/**
 * The newest entries, at most `limit`, starting at a customer's message so that no answer or tool
 * result is sent without what it answers.
 */
export function lastTurns(messages: StoredMessage[], limit: number = llmLimits.historyMessages): StoredMessage[] {
  let kept = messages.slice(-limit);
  const firstUser = kept.findIndex((m) => m.role === "user");
  kept = firstUser < 0 ? [] : kept.slice(firstUser);
  return kept;
}

export async function readConversation(data: DataHandle, userId: number): Promise<StoredMessage[]> {
  return conversationOf(await conversations(data).findOne({ _id: idOf(userId) })).messages;
}

/** What the model gets of the stored conversation: its last turns, as chat messages. */
export const asChatMessages = (messages: StoredMessage[]): ChatMessage[] => lastTurns(messages);

/**
 * Adds one exchange (the customer's message, tool rounds and the answer) to the customer's
 * conversation, trimmed to its last turns. Compare-and-set on a revision: an exchange that ran at
 * the same time is kept too.
 */
export async function appendExchange(data: DataHandle, userId: number, exchange: StoredMessage[]): Promise<void> {
  const store = conversations(data);
  const _id = idOf(userId);
  const bounded = exchange.map((m) => (m.content && m.content.length > llmLimits.storedChars ? { ...m, content: m.content.slice(0, llmLimits.storedChars) } : m));
  for (let attempt = 0; attempt < 5; attempt++) {
    const document = await store.findOne({ _id });
    const current = conversationOf(document);
    const messages = lastTurns([...current.messages, ...bounded]);
    // Stored as plain JSON (no undefined fields), the document store's currency.
    const next = { messages: JSON.parse(JSON.stringify(messages)) as Json, revision: current.revision + 1, userId };
    if (!document) {
      await store.insert({ _id, ...next });
      return;
    }
    const result = await store.update({ _id, revision: current.revision }, { $set: next });
    if (result.matched > 0) return;
  }
  throw new Error("The conversation is too busy to change right now.");
}

export async function forgetConversation(data: DataHandle, userId: number): Promise<void> {
  const store = conversations(data);
  const _id = idOf(userId);
  if (await store.findOne({ _id })) await store.update({ _id }, { $set: { messages: [], revision: Date.now() } });
}
