import { describe, expect, it } from "vitest";
import { environmentFor } from "../../worker/config/environment";
import { lastTurns, type StoredMessage } from "../../worker/lib/llm/conversation";
import { defaultWorkersAiModel, type WorkersAiBinding } from "../../worker/lib/llm/settings";

/** The LLM chat's parts that need the worker's types: its configuration and the conversation it sends. */

describe("choosing the model from the environment", () => {
  const env = (vars: Record<string, unknown>) => ({ SQUEEZE_PRESET: "default", SQUEEZE_CONFIG: "", SQUEEZE_STORE: "", SQUEEZE_MODE: "", ...vars }) as unknown as Env;
  const ai: WorkersAiBinding = { run: async () => ({ response: "hi" }) };

  it("an OpenAI-compatible address wins, Workers AI where bound, none otherwise; off switches it off", () => {
    expect(environmentFor(env({ LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "llama3.2", SQUEEZE_RUNTIME: "local" })).llm).toEqual({
      provider: "openai",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.2",
      apiKey: undefined,
    });
    expect(environmentFor(env({ AI: ai })).llm).toMatchObject({ provider: "workers-ai", model: defaultWorkersAiModel });
    expect(environmentFor(env({ AI: ai, LLM_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" })).llm).toMatchObject({ model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" });
    expect(environmentFor(env({ AI: ai, LLM_PROVIDER: "off" })).llm).toBeNull();
    expect(environmentFor(env({ SQUEEZE_MODE: "single" })).llm).toBeNull();
  });

  it("refuses what cannot work, and says what to set", () => {
    expect(() => environmentFor(env({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" }))).toThrow(/LLM_MODEL/);
    expect(() => environmentFor(env({ LLM_PROVIDER: "openai", LLM_MODEL: "x" }))).toThrow(/LLM_BASE_URL/);
    expect(() => environmentFor(env({ LLM_BASE_URL: "ftp://models.example", LLM_MODEL: "x" }))).toThrow(/LLM_BASE_URL/);
    expect(() => environmentFor(env({ LLM_PROVIDER: "workers-ai" }))).toThrow(/binding AI/);
    expect(() => environmentFor(env({ LLM_PROVIDER: "gpt" }))).toThrow(/LLM_PROVIDER/);
  });
});

describe("the conversation sent to the model", () => {
  it("keeps the last entries, starting at a customer's message", () => {
    const turns: StoredMessage[] = [];
    for (let i = 0; i < 20; i++) {
      turns.push({ role: "user", content: `q${i}` });
      turns.push({ role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "productInfo", arguments: "{}" } }] });
      turns.push({ role: "tool", tool_call_id: `c${i}`, name: "productInfo", content: "{}" });
      turns.push({ role: "assistant", content: `a${i}` });
    }
    const kept = lastTurns(turns, 24);
    expect(kept.length).toBeLessThanOrEqual(24);
    expect(kept[0]).toEqual({ role: "user", content: "q14" });
    expect(kept.at(-1)).toEqual({ role: "assistant", content: "a19" });
  });
});
