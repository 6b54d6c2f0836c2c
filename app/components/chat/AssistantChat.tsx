import { Alert, Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { sseEvents } from "../../../worker/lib/llm/sse";
import { useTranslation } from "../../i18n";
import { browserApi, errorText } from "../../lib/api";
import { useSessionUser } from "../../lib/auth";
import { deleteCookie, readCookie, writeCookie } from "../../lib/storage";

/**
 * The support chat's AI mode: a language model answers (GET/POST/DELETE /rest/chat), its words
 * shown as they arrive. Admins have a switch that shows the assistant's tool calls; the switch is a
 * cookie the page sets, which is all the server looks at (aiDebuggingChallenge). Its texts carry
 * their English in the keys' defaults, so the first page's bundle of texts does not grow.
 */

/** The cookie the debug switch sets; the server shows tool calls to whoever sends it. */
const debugCookie = "show_tool_calls";
const debugLifetime = 8 * 60 * 60;

interface Entry {
  author: "user" | "bot" | "tool" | "error";
  body: string;
}

type Status = { state: "loading" } | { state: "unavailable"; reason: string } | { state: "ready"; model: string };

/** Spec part 1 §9: the list scrolls to the newest message this long after it changes. */
const scrollDelayMs = 250;

const styleOf: Record<Entry["author"], { bg: string; color: string; justify: "flex-end" | "flex-start" }> = {
  user: { bg: "orange.700", color: "white", justify: "flex-end" },
  bot: { bg: "bg.muted", color: "fg", justify: "flex-start" },
  tool: { bg: "bg.subtle", color: "fg.muted", justify: "flex-start" },
  error: { bg: "red.subtle", color: "red.fg", justify: "flex-start" },
};

export function AssistantChat({ botName }: { botName: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [status, setStatus] = useState<Status>({ state: "loading" });
  const [entries, setEntries] = useState<Entry[]>([]);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [maxChars, setMaxChars] = useState(500);
  const [showTools, setShowTools] = useState(() => readCookie(debugCookie) === "true");
  const list = useRef<HTMLDivElement>(null);
  const aiName = t("CHAT_AI_NAME", { name: botName, defaultValue: `${botName} AI` });

  useEffect(() => {
    void (async () => {
      const response = await browserApi().rest.chat.$get();
      if (!response.ok) return setStatus({ state: "unavailable", reason: await errorText(response) });
      const seen = await response.json();
      setMaxChars(seen.messageChars);
      if (!seen.available) return setStatus({ state: "unavailable", reason: seen.reason ?? "" });
      setStatus({ state: "ready", model: seen.model ?? "" });
      setEntries(seen.messages.map((m) => ({ author: m.role === "user" ? "user" : "bot", body: m.content })));
    })();
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => list.current?.scrollTo({ top: list.current.scrollHeight, behavior: "smooth" }), scrollDelayMs);
    return () => clearTimeout(timer);
  }, [entries]);

  const add = (entry: Entry) => setEntries((all) => [...all, entry]);
  /** Whether the newest entry is the answer still being written (text pieces join it). */
  const answering = useRef(false);
  const write = (piece: string) => {
    const joins = answering.current;
    answering.current = true;
    setEntries((all) => {
      const last = all.at(-1);
      return joins && last ? [...all.slice(0, -1), { ...last, body: last.body + piece }] : [...all, { author: "bot", body: piece }];
    });
  };

  const toggleTools = (on: boolean) => {
    if (on) writeCookie(debugCookie, "true", debugLifetime);
    else deleteCookie(debugCookie);
    setShowTools(on);
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message || busy) return;
    setBusy(true);
    setText("");
    add({ author: "user", body: message });
    answering.current = false;
    try {
      const response = await browserApi().rest.chat.$post({ json: { message } });
      if (!response.ok || !response.body) return add({ author: "error", body: await errorText(response) });
      for await (const { event, data } of sseEvents(response.body)) {
        const payload = JSON.parse(data) as Record<string, unknown>;
        if (event === "text") {
          write(String(payload.text ?? ""));
        } else if (event === "tool") {
          answering.current = false;
          add({ author: "tool", body: `${String(payload.name)}(${String(payload.arguments)}) → ${JSON.stringify(payload.result)}` });
        } else if (event === "error") {
          answering.current = false;
          add({ author: "error", body: String(payload.error ?? "") });
        }
      }
    } catch (error) {
      add({ author: "error", body: error instanceof Error ? error.message : String(error) });
    } finally {
      answering.current = false;
      setBusy(false);
    }
  };

  const forget = async () => {
    const response = await browserApi().rest.chat.$delete();
    if (response.ok) setEntries([]);
  };

  if (status.state === "unavailable") {
    return (
      <Alert.Root status="info" data-testid="assistant-unavailable">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("CHAT_AI_UNAVAILABLE", { name: aiName, defaultValue: `${aiName} is not available in this shop.` })}</Alert.Title>
          <Alert.Description>{status.reason}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" data-testid="assistant-model">
          {status.state === "ready" ? t("CHAT_AI_MODEL", { model: status.model, defaultValue: `Answered by ${status.model}.` }) : "…"}
        </Text>
        <HStack gap="3" wrap="wrap">
          {user?.role === "admin" && (
            <Checkbox.Root checked={showTools} onCheckedChange={(e) => toggleTools(e.checked === true)} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t("CHAT_AI_SHOW_TOOLS", { defaultValue: "Show tool calls" })}</Checkbox.Label>
            </Checkbox.Root>
          )}
          <Button size="xs" variant="outline" onClick={() => void forget()} disabled={busy || entries.length === 0}>
            {t("CHAT_AI_FORGET", { defaultValue: "Start over" })}
          </Button>
        </HStack>
      </HStack>
      <Box
        ref={list}
        role="log"
        aria-live="polite"
        aria-busy={busy}
        aria-label={t("CHAT_AI_MESSAGES", { name: aiName, defaultValue: `Messages with ${aiName}` })}
        tabIndex={0}
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.panel"
        p="4"
        h={{ base: "55vh", md: "26rem" }}
        overflowY="auto"
        data-testid="assistant-messages"
      >
        <Stack gap="3">
          {entries.length === 0 && status.state === "ready" && (
            <Text color="fg.muted">
              {t("CHAT_AI_HELLO", { name: aiName, defaultValue: `Hi, I am ${aiName}. Ask me about our juices, prices, stock or your delivery.` })}
            </Text>
          )}
          {entries.map((entry, i) => (
            <HStack key={i} justify={styleOf[entry.author].justify}>
              <Box
                maxW={{ base: "92%", md: "80%" }}
                px="3"
                py="2"
                borderRadius="lg"
                bg={styleOf[entry.author].bg}
                color={styleOf[entry.author].color}
                data-author={entry.author}
                wordBreak="break-word"
                whiteSpace="pre-wrap"
              >
                <span className="squeeze-visually-hidden">
                  {entry.author === "user"
                    ? t("CHAT_YOU")
                    : entry.author === "tool"
                      ? t("CHAT_AI_TOOL", { defaultValue: "Tool call" })
                      : entry.author === "error"
                        ? t("CHAT_AI_ERROR", { defaultValue: "Error" })
                        : aiName}
                  :{" "}
                </span>
                {entry.author === "tool" ? (
                  <Box as="code" fontFamily="mono" fontSize="xs" wordBreak="break-all">
                    {entry.body}
                  </Box>
                ) : (
                  entry.body
                )}
              </Box>
            </HStack>
          ))}
        </Stack>
      </Box>
      <form onSubmit={send}>
        <HStack align="end">
          <Field.Root flex="1" disabled={status.state !== "ready"}>
            <Field.Label className="squeeze-visually-hidden">{t("CHAT_AI_LABEL", { name: aiName, defaultValue: `Your message to ${aiName}` })}</Field.Label>
            <Input
              name="assistant-message"
              autoComplete="off"
              maxLength={maxChars}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t("CHAT_AI_PLACEHOLDER", { defaultValue: "Ask the assistant" })}
            />
          </Field.Root>
          <Button type="submit" colorPalette="orange" disabled={status.state !== "ready" || !text.trim()} loading={busy}>
            {t("BTN_SEND")}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
