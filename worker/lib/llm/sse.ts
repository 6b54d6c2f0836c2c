/**
 * Reads server-sent events: the model server's stream (client.ts) and, in the browser, the chat's
 * own answer stream (app/components/chat/AssistantChat.tsx). No dependencies, so the page can
 * import it without the worker's libraries.
 */

export interface ServerSentEvent {
  /** "message" when the event names none. */
  event: string;
  data: string;
}

/** The events of a stream as they arrive; lines may be split anywhere between chunks. */
export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "message";
  let data: string[] = [];
  const line = function* (text: string): Generator<ServerSentEvent> {
    if (text === "") {
      if (data.length > 0) yield { event, data: data.join("\n") };
      event = "message";
      data = [];
    } else if (text.startsWith("data:")) {
      data.push(text.slice(5).replace(/^ /, ""));
    } else if (text.startsWith("event:")) {
      event = text.slice(6).trim() || "message";
    }
    // Comments (":") and other fields (id, retry) are not needed here.
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r?\n/)) >= 0) {
        const text = buffer.slice(0, newline);
        buffer = buffer.slice(buffer[newline] === "\r" ? newline + 2 : newline + 1);
        yield* line(text);
      }
    }
    yield* line(buffer);
    yield* line("");
  } finally {
    reader.releaseLock();
  }
}

/** Only the `data:` payloads (what an OpenAI-compatible stream carries). */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const { data } of sseEvents(body)) yield data;
}
