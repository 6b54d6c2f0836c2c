/**
 * Which language model the support chat's LLM mode talks to, as the environment configures it
 * (worker/config/environment.ts validates the variables and builds this). Two kinds:
 * - any OpenAI-compatible chat completions endpoint (`LLM_BASE_URL`, `LLM_MODEL`, and the secret
 *   `LLM_API_KEY` where the server wants one): a local Ollama or llama.cpp server, a hosted API;
 * - the Workers AI binding `AI` when deployed on Cloudflare (wrangler.toml's `[ai]`).
 * Without either, the LLM chat and its four challenges say they need one (`modelNeeded`).
 */

export const llmProviders = ["off", "openai", "workers-ai"] as const;
export type LlmProvider = (typeof llmProviders)[number];

/** A small instruct model of Workers AI that can call tools; LLM_MODEL picks another. */
export const defaultWorkersAiModel = "@cf/zai-org/glm-4.7-flash";

/**
 * What one message to the assistant may cost. Every call to the model is bounded in time and
 * tokens, and carries at most the last `historyMessages` entries of the asking customer's own
 * conversation.
 */
export const llmLimits = {
  /** Aborts the whole answer (every round of it) after this long. */
  timeoutMs: 60_000,
  /** max_tokens of each call. */
  maxTokens: 500,
  /** Model calls for one message: the first, and one after each round of tool calls. */
  rounds: 3,
  /** Tool calls the model may ask for in one round; more are answered with an error. */
  toolCallsPerRound: 3,
  /** Entries of the stored conversation (user, assistant and tool messages) kept and sent. */
  historyMessages: 24,
  /** Characters of one customer message. */
  messageChars: 500,
  /** Characters of one stored assistant answer or tool result. */
  storedChars: 4_000,
  /** Messages one customer may send within `rateWindowMs`. */
  messagesPerWindow: 30,
  rateWindowMs: 10 * 60_000,
} as const;

export interface OpenAiCompatibleModel {
  provider: "openai";
  /** Ends before `/chat/completions`, without a trailing slash, e.g. http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** The part of the Workers AI binding the chat uses (typed loosely: the model's output is checked by the caller). */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

export interface WorkersAiModel {
  provider: "workers-ai";
  model: string;
  binding: WorkersAiBinding;
}

export type LlmSettings = OpenAiCompatibleModel | WorkersAiModel;

/** What the score board and the chat say when no model is configured: the how, in one line. */
export const modelNeeded =
  "no language model is configured (set LLM_BASE_URL and LLM_MODEL for any OpenAI-compatible server such as a local Ollama, or deploy with the Workers AI binding)";

/** A model's name as the chat page shows it: provider and model, never the address or key. */
export const describeModel = (settings: LlmSettings) =>
  settings.provider === "openai" ? `${settings.model} (OpenAI-compatible)` : `${settings.model} (Workers AI)`;
