import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server.mjs";
import { modelNeeded } from "../../worker/lib/llm/settings";
import { call, resetInstance, store } from "../support/instance";
import { askAssistant, modelPersona, modelRequests } from "../support/llm-chat";
import { signIn } from "../support/shop";

/**
 * The LLM chat's contract: who may use it, bad input, what goes to the model (and what never
 * does), the conversation kept per customer and bounded, a failing model, and a shop without a
 * model. The challenges themselves are in tests/challenges/llm-chat.test.ts.
 */

const aiKeys = ["chatbotPromptInjectionChallenge", "chatbotGreedyInjectionChallenge", "systemPromptExtractionChallenge", "aiDebuggingChallenge"];

async function history(headers: Record<string, string>) {
  const response = await call("/rest/chat", { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { available: boolean; model: string | null; reason: string | null; messages: { role: string; content: string }[] };
}

describe("the LLM chat with a model", () => {
  beforeAll(() => resetInstance());
  beforeEach(() => modelPersona("careful"));

  it("is for signed-in customers only, and refuses bad input with JSON", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await call("/rest/chat", { method, json: method === "POST" ? { message: "hi" } : undefined });
      expect(response.status, method).toBe(401);
      expect((await response.json()).error).toMatch(/logged in/);
    }
    const headers = await signIn("jim");
    for (const json of [{}, { message: "" }, { message: "   " }, { message: 42 }, { message: "x".repeat(501) }]) {
      const response = await call("/rest/chat", { method: "POST", headers, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).error).toMatch(/message/);
    }
    const notJson = await call("/rest/chat", { method: "POST", headers, body: "message=hi" });
    expect(notJson.status).toBe(415);
    expect(await modelRequests()).toEqual([]);
  });

  it("says which model answers, and the four AI challenges are available", async () => {
    const seen = await history(await signIn("jim"));
    expect(seen).toMatchObject({ available: true, model: "squeeze-fake (OpenAI-compatible)", reason: null });
    for (const key of aiKeys) {
      const [row] = (await (await call(`/api/Challenges/?key=${key}`)).json()).data;
      expect(row.disabledEnv, key).toBeNull();
    }
  });

  it("streams the answer, sends the model only the bounded prompt, tools and this customer's own conversation, with the key", async () => {
    const jim = await signIn("jim");
    const bender = await signIn("bender");
    const secretOfJim = "my locker code is 4711";
    expect((await askAssistant(jim, `Hello there, ${secretOfJim}`)).text).toMatch(/juices/);
    await modelPersona("careful");
    const answer = await askAssistant(bender, "How much is the ginger shot?");
    expect(answer.events.map((e) => e.event)).toEqual(expect.arrayContaining(["text", "done"]));
    expect(answer.events.filter((e) => e.event === "text").length).toBeGreaterThan(1);
    const requests = await modelRequests();
    expect(requests).toHaveLength(2); // the tool round and the answer
    for (const request of requests) {
      expect(request).toMatchObject({ authorization: "Bearer vitest-model-key", model: "squeeze-fake", stream: true });
      expect(request.max_tokens).toBeGreaterThan(0);
      expect(request.max_tokens).toBeLessThanOrEqual(500);
      expect(request.messages[0]).toMatchObject({ role: "system", content: expect.stringContaining("You are") });
      expect(JSON.stringify(request.messages)).not.toContain(secretOfJim);
    }
    expect(requests[0]!.tools).toEqual(["productInfo", "issueCoupon"]);
    // The last round offers no tools, so that it ends in words.
    expect(requests[1]!.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool"]);
    expect((await history(bender)).messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect((await history(jim)).messages[0]).toEqual({ role: "user", content: `Hello there, ${secretOfJim}` });
  });

  it("asks the model to answer in the customer's language, and only then", async () => {
    const jim = await signIn("jim");
    await modelPersona("careful");
    await askAssistant(jim, "Hello!", { cookie: "language=ar_SA" });
    const [arabic] = await modelRequests();
    expect(arabic!.messages.slice(0, 2).map((m) => m.role)).toEqual(["system", "system"]);
    expect(arabic!.messages[1]!.content).toContain("ar-SA");
    await modelPersona("careful");
    await askAssistant(jim, "Hello again!");
    const [english] = await modelRequests();
    expect(english!.messages.filter((m) => m.role === "system")).toHaveLength(1);
  });

  it("keeps a bounded conversation per customer, and forgets it when asked", async () => {
    const headers = await signIn("jim");
    await call("/rest/chat", { method: "DELETE", headers });
    for (let i = 1; i <= 14; i++) expect((await askAssistant(headers, `Question number ${i}`)).status).toBe(200);
    const last = (await modelRequests()).at(-1)!;
    expect(last.messages.length).toBeLessThanOrEqual(1 + 24);
    expect(last.messages[1]).toMatchObject({ role: "user" });
    expect(JSON.stringify(last.messages)).not.toContain("Question number 1\"");
    const kept = await history(headers);
    expect(kept.messages.length).toBeLessThanOrEqual(24);
    expect(kept.messages.at(-2)).toEqual({ role: "user", content: "Question number 14" });
    const forgotten = await call("/rest/chat", { method: "DELETE", headers });
    expect(await forgotten.json()).toEqual({ status: "success" });
    expect((await history(headers)).messages).toEqual([]);
  });

  it("a failing model is an error event, not a failure, and the exchange is not kept", async () => {
    await modelPersona("broken");
    const headers = await signIn("amy");
    const answer = await askAssistant(headers, "Hello?");
    expect(answer.status).toBe(200);
    expect(answer.error).toMatch(/answered 500/);
    expect(answer.events.at(-1)?.event).toBe("error");
    expect((await history(headers)).messages).toEqual([]);
  });
});

describe("a shop without a model", () => {
  const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-no-model-"));
  let server: { url: string; dispose(): Promise<void> };
  beforeAll(async () => {
    // Empty variables win over the environment: this server has no model whatever the developer set.
    server = (await startServer({ port: 0, persistRoot, vars: { SQUEEZE_STORE: store(), LLM_PROVIDER: "", LLM_BASE_URL: "", LLM_MODEL: "" } })) as typeof server;
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
    rmSync(persistRoot, { recursive: true, force: true });
  });

  it("the chat says it needs one, and the score board shows the four AI challenges as unavailable with how to configure it", async () => {
    const login = await fetch(`${server.url}/rest/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "' OR 1=1--", password: "x" }),
    });
    const headers = { Authorization: `Bearer ${(await login.json()).authentication.token}`, "Content-Type": "application/json" };
    const seen = await (await fetch(`${server.url}/rest/chat`, { headers })).json();
    expect(seen).toMatchObject({ available: false, model: null, reason: modelNeeded, messages: [] });
    const refused = await fetch(`${server.url}/rest/chat`, { method: "POST", headers, body: JSON.stringify({ message: "hi" }) });
    expect(refused.status).toBe(503);
    expect((await refused.json()).error).toContain("LLM_BASE_URL");
    const rows = (await (await fetch(`${server.url}/api/Challenges/`)).json()).data as { key: string; disabledEnv: string | null }[];
    expect(rows.filter((r) => r.disabledEnv !== null).map((r) => r.key).sort()).toEqual([...aiKeys].sort());
    expect(rows.find((r) => r.key === "aiDebuggingChallenge")?.disabledEnv).toBe(modelNeeded);
  });
});
