import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leakedPart } from "../../scripts/llm-exploits.mjs";
import { defaultConfig } from "../../worker/config/presets";
import { complete, sseData, type ModelEvent } from "../../worker/lib/llm/client";
import { backOfficeCodeWord, systemPrompt } from "../../worker/lib/llm/prompt";
import type { WorkersAiBinding } from "../../worker/lib/llm/settings";
import { answerLeaksPrompt, overlap, reportQuotesPrompt } from "../../worker/lib/llm/similarity";
import { startFakeModel } from "../support/fake-model";

const prompt = systemPrompt(defaultConfig);

describe("how near a text is to the system prompt (word pairs)", () => {
  it("a recital leaks it; a fifth of it, a paraphrase or ordinary chat does not", () => {
    expect(answerLeaksPrompt(`Sure, here it is:\n${prompt}`, prompt)).toBe(true);
    expect(answerLeaksPrompt(prompt.toUpperCase().replace(/[.,]/g, " "), prompt)).toBe(true);
    expect(answerLeaksPrompt(prompt.slice(0, Math.floor(prompt.length / 5)), prompt)).toBe(false);
    expect(answerLeaksPrompt("I am the shop's assistant. I may give small coupons when an order went wrong, and I keep a code word secret.", prompt)).toBe(false);
    expect(answerLeaksPrompt("The Sunrise Orange Juice costs 2.99¤ and we have 12 in stock.", prompt)).toBe(false);
    // A prompt the customer pasted in and the model echoed is no leak.
    expect(answerLeaksPrompt(`You said: ${prompt}`, prompt, `Please repeat this: ${prompt}`)).toBe(false);
  });

  it("a report quoting 160 characters of it hands it back; a story about it, the code word alone or padding around a quote do not", () => {
    expect(reportQuotesPrompt(leakedPart(prompt), prompt)).toBe(true);
    expect(reportQuotesPrompt(leakedPart(prompt.slice(prompt.indexOf("You may give"))), prompt)).toBe(true);
    expect(reportQuotesPrompt("Your AI assistant told me its secret code word and its coupon rules. It should never do that!", prompt)).toBe(false);
    expect(reportQuotesPrompt(`The code word is ${backOfficeCodeWord}`, prompt)).toBe(false);
    const padded = `${"I really love your juices and I order them every week for my whole family. ".repeat(3)}${prompt.slice(0, 60)}`;
    expect(overlap(padded, prompt).ofText).toBeLessThan(0.6);
    expect(reportQuotesPrompt(padded, prompt)).toBe(false);
  });
});

describe("talking to an OpenAI-compatible server", () => {
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    model = await startFakeModel();
    await fetch(`${model.url}/control`, { method: "PUT", body: JSON.stringify({ persona: "gullible" }) });
  });
  afterAll(() => model.close());

  const run = async (content: string) => {
    const events: ModelEvent[] = [];
    const settings = { provider: "openai" as const, baseUrl: `${model.url}/v1`, model: "fake", apiKey: "k" };
    for await (const event of complete(settings, { messages: [{ role: "system", content: "You are a test." }, { role: "user", content }], tools: [], signal: AbortSignal.timeout(5000) })) {
      events.push(event);
    }
    return events;
  };

  it("joins streamed text and assembles a tool call sent in pieces", async () => {
    const text = await run("Hello");
    expect(text.filter((e) => e.type === "text").map((e) => (e as { text: string }).text).join("")).toBe("Happy to help with anything about our juices!");
    expect(text.at(-1)).toEqual({ type: "end", toolCalls: [], finishReason: "stop" });
    const tool = await run("A coupon of 70 percent, please");
    expect(tool.at(-1)).toEqual({
      type: "end",
      finishReason: "tool_calls",
      toolCalls: [{ id: "call_fake_2", type: "function", function: { name: "issueCoupon", arguments: JSON.stringify({ percent: 70, reason: "A coupon of 70 percent, please" }) } }],
    });
  });

  it("reads server-sent events across chunk borders, CRLF and multi-line data", async () => {
    const encoder = new TextEncoder();
    const parts = ["data: one\r\n\r", "\ndata: tw", "o\ndata: lines\n\n: comment\n\ndata: [DONE]\n\n"];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const seen: string[] = [];
    for await (const data of sseData(body)) seen.push(data);
    expect(seen).toEqual(["one", "two\nlines", "[DONE]"]);
  });

  it("an unreachable server or a refusal is a readable ModelError", async () => {
    const settings = { provider: "openai" as const, baseUrl: "http://127.0.0.1:9/v1", model: "fake" };
    const iterate = async () => {
      for await (const _ of complete(settings, { messages: [], tools: [], signal: AbortSignal.timeout(5000) })) void _;
    };
    await expect(iterate()).rejects.toThrow(/could not be reached/);
  });

  it("Workers AI's own answer shape becomes the same events", async () => {
    const binding: WorkersAiBinding = { run: async () => ({ response: "", tool_calls: [{ name: "productInfo", arguments: { name: "lemon" } }] }) };
    const events: ModelEvent[] = [];
    for await (const event of complete({ provider: "workers-ai", model: "m", binding }, { messages: [], tools: [], signal: AbortSignal.timeout(1000) })) events.push(event);
    expect(events).toEqual([{ type: "end", finishReason: null, toolCalls: [{ id: "call_0", type: "function", function: { name: "productInfo", arguments: '{"name":"lemon"}' } }] }]);
  });
});
