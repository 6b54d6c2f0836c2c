import { z } from "zod";
import { llmLimits, type LlmSettings, type OpenAiCompatibleModel, type WorkersAiModel } from "./settings";
import type { ToolDefinition } from "./prompt";
import { sseData } from "./sse";

export { sseData } from "./sse";

/**
 * One call to the configured model: the OpenAI chat completions wire format (`stream: true`,
 * server-sent events, tool calls assembled from their pieces), or the Workers AI binding (answered
 * whole, then handed on the same way). Yields the answer's text as it arrives, then how the round
 * ended and which tools the model asked for.
 */

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; name: string; content: string };

export type ModelEvent = { type: "text"; text: string } | { type: "end"; toolCalls: ToolCall[]; finishReason: string | null };

/** The model could not be asked or gave no usable answer; the message is for the customer. */
export class ModelError extends Error {
  override name = "ModelError";
}

export interface CompletionRequest {
  messages: ChatMessage[];
  tools: ToolDefinition[];
  signal: AbortSignal;
}

export function complete(settings: LlmSettings, request: CompletionRequest): AsyncGenerator<ModelEvent> {
  return settings.provider === "openai" ? openAiCompatible(settings, request) : workersAi(settings, request);
}

// Lenient shapes: servers differ in what they leave out; anything else in a chunk is ignored.
const toolCallPiece = z.object({
  index: z.number().int().nonnegative().optional(),
  id: z.string().nullish(),
  function: z.object({ name: z.string().nullish(), arguments: z.unknown().optional() }).nullish(),
});
const streamChunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish(), tool_calls: z.array(toolCallPiece).nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  error: z.object({ message: z.string() }).nullish(),
});
const wholeCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), tool_calls: z.array(toolCallPiece).nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/** Tool-call pieces of one round, joined by their index (names and arguments come in parts). */
class ToolCallAssembly {
  readonly #calls = new Map<number, { id: string; name: string; arguments: string }>();

  add(pieces: z.infer<typeof toolCallPiece>[]) {
    pieces.forEach((piece, position) => {
      const index = piece.index ?? position;
      const call = this.#calls.get(index) ?? { id: "", name: "", arguments: "" };
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name += piece.function.name;
      const args = piece.function?.arguments;
      if (typeof args === "string") call.arguments += args;
      else if (args !== undefined && args !== null) call.arguments = JSON.stringify(args);
      this.#calls.set(index, call);
    });
  }

  calls(): ToolCall[] {
    return [...this.#calls.entries()]
      .sort(([a], [b]) => a - b)
      .filter(([, call]) => call.name)
      .map(([index, call]) => ({ id: call.id || `call_${index}`, type: "function", function: { name: call.name, arguments: call.arguments || "{}" } }));
  }
}

/**
 * Messages as every server takes them: an assistant turn that only called tools has "" for its
 * words (Ollama refuses null, which OpenAI allows), and a tool result names its call by id only
 * (OpenAI refuses a `name` there; Workers AI's older models read it, so they keep it).
 */
function onTheWire(messages: ChatMessage[], { toolNames }: { toolNames: boolean }) {
  return messages.map((m) => {
    if (m.role === "assistant") return { ...m, content: m.content ?? "" };
    if (m.role === "tool" && !toolNames) return { role: m.role, tool_call_id: m.tool_call_id, content: m.content };
    return m;
  });
}

const readable = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function* openAiCompatible(settings: OpenAiCompatibleModel, { messages, tools, signal }: CompletionRequest): AsyncGenerator<ModelEvent> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: onTheWire(messages, { toolNames: false }),
        // Servers refuse an empty tools list, and a tool_choice without tools.
        ...(tools.length > 0 ? { tools, tool_choice: "auto" } : {}),
        stream: true,
        max_tokens: llmLimits.maxTokens,
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new ModelError("The model took too long to answer.");
    throw new ModelError(`The model server could not be reached: ${readable(error)}`);
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => "")).slice(0, 300);
    throw new ModelError(`The model server answered ${response.status}${text ? `: ${text}` : ""}`);
  }
  const assembly = new ToolCallAssembly();
  // A server that ignores `stream` answers with one JSON document: take it whole.
  if (!(response.headers.get("Content-Type") ?? "").includes("text/event-stream") || !response.body) {
    const parsed = wholeCompletion.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ModelError("The model server's answer was not a chat completion.");
    const [choice] = parsed.data.choices;
    if (choice!.message.content) yield { type: "text", text: choice!.message.content };
    assembly.add(choice!.message.tool_calls ?? []);
    yield { type: "end", toolCalls: assembly.calls(), finishReason: choice!.finish_reason ?? null };
    return;
  }
  let finishReason: string | null = null;
  try {
    for await (const data of sseData(response.body)) {
      if (data.trim() === "[DONE]") break;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        continue; // a keep-alive or a line of some other dialect
      }
      const chunk = streamChunk.safeParse(json);
      if (!chunk.success) continue;
      if (chunk.data.error) throw new ModelError(`The model failed: ${chunk.data.error.message}`);
      for (const choice of chunk.data.choices ?? []) {
        if (choice.delta?.content) yield { type: "text", text: choice.delta.content };
        if (choice.delta?.tool_calls) assembly.add(choice.delta.tool_calls);
        if (choice.finish_reason) finishReason = choice.finish_reason;
      }
    }
  } catch (error) {
    if (error instanceof ModelError) throw error;
    if (signal.aborted) throw new ModelError("The model took too long to answer.");
    throw new ModelError(`The model's answer broke off: ${readable(error)}`);
  }
  yield { type: "end", toolCalls: assembly.calls(), finishReason };
}

// Workers AI answers in the chat completions shape for newer models and in its own
// ({ response, tool_calls: [{ name, arguments }] }) for older ones.
const workersAiAnswer = z.union([
  wholeCompletion,
  z.object({
    response: z.unknown().optional(),
    tool_calls: z
      .array(z.object({ id: z.string().nullish(), name: z.string(), arguments: z.unknown().optional() }))
      .nullish(),
  }),
]);

async function* workersAi(settings: WorkersAiModel, { messages, tools, signal }: CompletionRequest): AsyncGenerator<ModelEvent> {
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(new ModelError("The model took too long to answer."));
    if (signal.aborted) fail();
    signal.addEventListener("abort", fail, { once: true });
  });
  let answer: unknown;
  try {
    answer = await Promise.race([settings.binding.run(settings.model, { messages: onTheWire(messages, { toolNames: true }), ...(tools.length > 0 ? { tools } : {}), max_tokens: llmLimits.maxTokens }), aborted]);
  } catch (error) {
    if (error instanceof ModelError) throw error;
    throw new ModelError(`Workers AI failed: ${readable(error)}`);
  }
  const parsed = workersAiAnswer.safeParse(answer);
  if (!parsed.success) throw new ModelError("Workers AI's answer was not a chat completion.");
  const assembly = new ToolCallAssembly();
  if ("choices" in parsed.data) {
    const [choice] = parsed.data.choices;
    if (choice!.message.content) yield { type: "text", text: choice!.message.content };
    assembly.add(choice!.message.tool_calls ?? []);
    yield { type: "end", toolCalls: assembly.calls(), finishReason: choice!.finish_reason ?? null };
    return;
  }
  const { response, tool_calls: calls } = parsed.data;
  const text = typeof response === "string" ? response : response === undefined || response === null ? "" : JSON.stringify(response);
  if (text) yield { type: "text", text };
  assembly.add((calls ?? []).map((call) => ({ id: call.id, function: { name: call.name, arguments: call.arguments } })));
  yield { type: "end", toolCalls: assembly.calls(), finishReason: null };
}
