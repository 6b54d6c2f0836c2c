import { expect, inject } from "vitest";
import type { Persona, RecordedRequest } from "./fake-model";
import { call } from "./instance";

/** Switches the scripted model (tests/support/fake-model.ts) and forgets what it was sent. */
export async function modelPersona(persona: Persona): Promise<void> {
  const response = await fetch(`${inject("fakeModelUrl")}/control`, { method: "PUT", body: JSON.stringify({ persona }) });
  expect(response.status).toBe(200);
}

/** What the shop sent the model since the persona was last set. */
export async function modelRequests(): Promise<RecordedRequest[]> {
  return (await (await fetch(`${inject("fakeModelUrl")}/control/requests`)).json()) as RecordedRequest[];
}

export interface ToolEvent {
  name: string;
  arguments: string;
  result: Record<string, unknown>;
}

export interface ChatAnswer {
  status: number;
  contentType: string;
  /** The server-sent events in order, their data parsed. */
  events: { event: string; data: Record<string, unknown> }[];
  /** The text pieces joined: what the page shows. */
  text: string;
  tools: ToolEvent[];
  error: string | null;
  /** The JSON body of a refusal (4xx/5xx). */
  body: unknown;
}

/** POST /rest/chat as the chat page sends it, read to the end. */
export async function askAssistant(headers: Record<string, string>, message: string, { cookie }: { cookie?: string } = {}): Promise<ChatAnswer> {
  const response = await call("/rest/chat", { method: "POST", headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) }, json: { message } });
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!contentType.includes("text/event-stream")) {
    return { status: response.status, contentType, events: [], text: "", tools: [], error: null, body: await response.json() };
  }
  const raw = await response.text();
  const events = raw
    .split(/\n\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
  const text = events.filter((e) => e.event === "text").map((e) => String(e.data.text)).join("");
  const tools = events.filter((e) => e.event === "tool").map((e) => e.data as unknown as ToolEvent);
  const error = events.find((e) => e.event === "error")?.data.error;
  return { status: response.status, contentType, events, text, tools, error: typeof error === "string" ? error : null, body: null };
}

/** The coupon the assistant's answer names ("Here is your coupon: XXXXXXXXXX (…"). */
export function couponIn(text: string): string | null {
  return /coupon: (\S{10}) \(/.exec(text)?.[1] ?? null;
}
