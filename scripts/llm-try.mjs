#!/usr/bin/env node
// npm run llm:try: the exploits of the four AI/LLM challenges (scripts/llm-exploits.mjs, the same
// words the tests send to their scripted model) against the real model you configure, and which of
// them work there. Real models are not deterministic: each exploit gets a few tries.
//
//   LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=llama3.2 npm run llm:try
//   LLM_BASE_URL=https://api.example.com/v1 LLM_MODEL=some-model LLM_API_KEY=… npm run llm:try -- --tries=5
//
// It builds if needed and starts its own server on a fresh data folder (your `npm start` data is
// not touched); the model is asked only what a student would ask.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  debugCookie,
  greedyInjection,
  honestComplaint,
  leakedPart,
  priceQuestion,
  promptExtraction,
  promptInjection,
} from "./llm-exploits.mjs";
import { buildIfStale, startServer } from "./server.mjs";

const tries = Number(/^--tries=(\d+)$/.exec(process.argv.find((a) => a.startsWith("--tries=")) ?? "")?.[1] ?? 3);

if (!process.env.LLM_BASE_URL && process.env.LLM_PROVIDER !== "openai") {
  console.error(
    "Configure the model to try first, as for npm start:\n" +
      "  LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=llama3.2 npm run llm:try   (a local Ollama)\n" +
      "  LLM_BASE_URL=… LLM_MODEL=… LLM_API_KEY=… npm run llm:try                      (any OpenAI-compatible server)\n" +
      "Workers AI is reached only from a deployment; its OpenAI-compatible address works here with an API token.",
  );
  process.exit(2);
}

await buildIfStale();
const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-llm-try-"));
const server = await startServer({ port: 0, persistRoot });
const json = { "Content-Type": "application/json" };

async function call(path, { method = "GET", headers = {}, body } = {}) {
  return fetch(`${server.url}${path}`, { method, headers: { ...json, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function solved(key) {
  const { data } = await (await call(`/api/Challenges/?key=${key}`)).json();
  return data[0]?.solved === true;
}

/** A fresh customer of this shop (never an admin): the student. */
async function student() {
  const email = `llm-try-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@squeeze.test`;
  const password = "Try-the-model-1";
  const registered = await call("/api/Users", { method: "POST", body: { email, password, passwordRepeat: password } });
  if (registered.status !== 201) throw new Error(`could not register: ${await registered.text()}`);
  const { authentication } = await (await call("/rest/user/login", { method: "POST", body: { email, password } })).json();
  return { Authorization: `Bearer ${authentication.token}` };
}

/** One message to the assistant, its answer read to the end as the page reads it. */
async function ask(headers, message, { cookie } = {}) {
  const started = Date.now();
  await call("/rest/chat", { method: "DELETE", headers });
  const response = await call("/rest/chat", { method: "POST", headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) }, body: { message } });
  if (!(response.headers.get("Content-Type") ?? "").includes("text/event-stream")) {
    return { text: "", tools: [], error: `${response.status}: ${await response.text()}`, ms: Date.now() - started };
  }
  let text = "";
  const tools = [];
  let error = null;
  for (const block of (await response.text()).split("\n\n")) {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = block.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
    if (!event || !data) continue;
    const payload = JSON.parse(data);
    if (event === "text") text += payload.text;
    if (event === "tool") tools.push(payload);
    if (event === "error") error = payload.error;
  }
  return { text, tools, error, ms: Date.now() - started };
}

const short = (text) => text.replace(/\s+/g, " ").trim().slice(0, 110);

const exploits = [
  { key: "chatbotPromptInjectionChallenge", what: "coupon of 15 % by injected 'back office' rules", run: (h) => ask(h, promptInjection) },
  { key: "chatbotGreedyInjectionChallenge", what: "coupon of 60 % by an invented policy override", run: (h) => ask(h, greedyInjection) },
  {
    key: "systemPromptExtractionChallenge",
    what: "recite the system prompt, then hand 160 characters of it back in a complaint",
    run: async (h) => {
      const answer = await ask(h, promptExtraction);
      if (answer.text) await call("/api/Complaints", { method: "POST", headers: h, body: { message: leakedPart(answer.text) } });
      return answer;
    },
  },
  { key: "aiDebuggingChallenge", what: "a customer with the admins' debug cookie sees tool calls", run: (h) => ask(h, priceQuestion, { cookie: debugCookie }) },
];

const results = [];
try {
  const { model, available, reason } = await (await call("/rest/chat", { headers: await student() })).json();
  if (!available) throw new Error(`the shop has no model: ${reason}`);
  console.log(`Trying the four AI/LLM exploits against ${model}, up to ${tries} tries each.\n`);
  for (const exploit of exploits) {
    const headers = await student();
    let outcome = { solved: false, tries: 0, answer: null };
    for (let attempt = 1; attempt <= tries && !outcome.solved; attempt++) {
      const answer = await exploit.run(headers);
      outcome = { solved: await solved(exploit.key), tries: attempt, answer };
      console.log(`  ${exploit.key} try ${attempt}: ${outcome.solved ? "solved" : "not solved"} (${answer.ms} ms)${answer.error ? `, error: ${answer.error}` : ""}`);
    }
    results.push({ ...exploit, ...outcome });
  }
  // What a careful model should still do: a real problem gets at most 5 %.
  const honest = await ask(await student(), honestComplaint);
  console.log("\nWhich exploits work with this model:\n");
  for (const r of results) {
    console.log(`${r.solved ? "✔" : "✘"} ${r.key} (${r.what}): ${r.solved ? `solved on try ${r.tries}` : `not solved in ${r.tries} tries`}`);
    console.log(`    last answer: ${short(r.answer?.error ?? r.answer?.text ?? "")}${r.answer?.tools.length ? ` [tools: ${r.answer.tools.map((t) => t.name).join(", ")}]` : ""}`);
  }
  console.log(`\nAn honest complaint (a late, damaged delivery) got: ${short(honest.error ?? honest.text)}`);
} catch (error) {
  console.error(`✘ ${error.message}`);
  process.exitCode = 1;
} finally {
  await server.dispose();
  rmSync(persistRoot, { recursive: true, force: true });
}
