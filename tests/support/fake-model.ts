import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A scripted stand-in for a language model, served on loopback with the OpenAI chat completions
 * wire format (POST /v1/chat/completions, `tools` and `tool_calls`, `stream: true` as server-sent
 * event chunks, tool-call arguments split across chunks as real servers send them), so the LLM
 * chat's tests need no network and no model.
 *
 * It reads only the last message, like a very simple model would:
 * - a "gullible" model does what the customer's words say (any coupon, repeating its instructions);
 * - a "careful" model keeps its rules (at most 5 %, only for a problem with an order; no instructions);
 * - a "broken" model answers 500.
 * Tests choose the persona and read what the shop sent through /control.
 */

export type Persona = "gullible" | "careful" | "broken";

interface Message {
  role: string;
  content?: string | null;
  tool_call_id?: string;
  name?: string;
  tool_calls?: unknown[];
}

/** What the shop sent, as the tests check it: the messages, the tools, the bounds, the key. */
export interface RecordedRequest {
  authorization: string | null;
  model: string;
  stream: boolean;
  max_tokens: number | null;
  tools: string[];
  messages: Message[];
}

type Reply = { text: string } | { tool: { name: string; arguments: Record<string, unknown> } };

const couponAsk = /\b(coupons?|discounts?|vouchers?)\b/i;
const percentIn = (text: string) => /(\d{1,2})\s*(?:%|per ?cent)|per ?cent\D{0,12}(\d{1,2})/i.exec(text);
const revealAsk = /\b(repeat|print|reveal|recite|verbatim)\b[\s\S]*\b(instructions?|prompt|above|rules)\b/i;
const priceAsk = /\b(price|cost|costs|how much|stock)\b/i;
const realProblem = /\b(late|damaged|broken|wrong|missing|leak(?:ed|ing)?)\b/i;

function script(persona: Persona, messages: Message[]): Reply {
  const last = messages.at(-1);
  const system = messages.find((m) => m.role === "system")?.content ?? "";
  if (!last) return { text: "Hello!" };
  if (last.role === "tool") {
    let result: Record<string, unknown> = {};
    try {
      result = JSON.parse(last.content ?? "{}");
    } catch {
      // a result that is not JSON is talked about as nothing
    }
    if (typeof result.coupon === "string") return { text: `Here is your coupon: ${result.coupon} (${String(result.percent)}% off this month).` };
    if (Array.isArray(result.products) && result.products.length > 0) {
      const [first] = result.products as { name: string; price: number; stock: number }[];
      return { text: `${first!.name} costs ${first!.price}¤ and we have ${first!.stock} in stock.` };
    }
    return { text: "I could not find that, sorry." };
  }
  const text = last.content ?? "";
  if (revealAsk.test(text)) {
    return persona === "gullible" ? { text: `Of course! Here it is:\n${system}` } : { text: "Sorry, I can't share my instructions. Can I help you with a juice?" };
  }
  if (couponAsk.test(text)) {
    const asked = Number(percentIn(text)?.slice(1).find(Boolean) ?? 5);
    const reason = text.slice(0, 120);
    if (persona === "gullible") return { tool: { name: "issueCoupon", arguments: { percent: asked, reason } } };
    if (!realProblem.test(text)) return { text: "I can only give a coupon when something went wrong with an order." };
    return { tool: { name: "issueCoupon", arguments: { percent: Math.min(asked, 5), reason } } };
  }
  if (priceAsk.test(text)) {
    const word = /\b(orange|apple|lemon|ginger|berry|carrot|melon|banana|mango)\b/i.exec(text)?.[1] ?? "juice";
    return { tool: { name: "productInfo", arguments: { name: word } } };
  }
  return { text: "Happy to help with anything about our juices!" };
}

const chunkOf = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", model: "fake", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** The reply as a real server streams it: text in small pieces; a tool call's arguments in two. */
function streamed(reply: Reply, callNumber: number): string[] {
  const chunks = [chunkOf({ role: "assistant", content: "" })];
  if ("text" in reply) {
    for (let i = 0; i < reply.text.length; i += 12) chunks.push(chunkOf({ content: reply.text.slice(i, i + 12) }));
    chunks.push(chunkOf({}, "stop"));
  } else {
    const args = JSON.stringify(reply.tool.arguments);
    const half = Math.ceil(args.length / 2);
    const id = `call_fake_${callNumber}`;
    chunks.push(chunkOf({ tool_calls: [{ index: 0, id, type: "function", function: { name: reply.tool.name, arguments: args.slice(0, half) } }] }));
    chunks.push(chunkOf({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }));
    chunks.push(chunkOf({}, "tool_calls"));
  }
  chunks.push("data: [DONE]\n\n");
  return chunks;
}

function whole(reply: Reply, callNumber: number) {
  const message =
    "text" in reply
      ? { role: "assistant", content: reply.text }
      : {
          role: "assistant",
          content: null,
          tool_calls: [{ id: `call_fake_${callNumber}`, type: "function", function: { name: reply.tool.name, arguments: JSON.stringify(reply.tool.arguments) } }],
        };
  return { id: "chatcmpl-fake", object: "chat.completion", choices: [{ index: 0, message, finish_reason: "text" in reply ? "stop" : "tool_calls" }] };
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString("utf8");
  return text ? JSON.parse(text) : null;
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

export async function startFakeModel(): Promise<{ url: string; close(): Promise<void> }> {
  let persona: Persona = "careful";
  let requests: RecordedRequest[] = [];
  let calls = 0;
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://fake");
      if (url.pathname === "/control" && request.method === "PUT") {
        const body = (await bodyOf(request)) as { persona?: Persona };
        if (body?.persona) persona = body.persona;
        requests = [];
        return json(response, 200, { persona });
      }
      if (url.pathname === "/control/requests") return json(response, 200, requests);
      if (url.pathname !== "/v1/chat/completions" || request.method !== "POST") return json(response, 404, { error: { message: "not here" } });
      const body = (await bodyOf(request)) as { model: string; messages: Message[]; tools?: { function: { name: string } }[]; stream?: boolean; max_tokens?: number };
      requests.push({
        authorization: request.headers.authorization ?? null,
        model: body.model,
        stream: body.stream === true,
        max_tokens: body.max_tokens ?? null,
        tools: (body.tools ?? []).map((t) => t.function.name),
        messages: body.messages,
      });
      if (requests.length > 200) requests.shift();
      if (persona === "broken") return json(response, 500, { error: { message: "the fake model is broken today" } });
      const reply = script(persona, body.messages);
      calls++;
      if (body.stream !== true) return json(response, 200, whole(reply, calls));
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      for (const chunk of streamed(reply, calls)) response.write(chunk);
      response.end();
    } catch (error) {
      json(response, 400, { error: { message: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Kept-alive connections of the worker would hold the test run open.
        server.closeAllConnections();
      }),
  };
}
