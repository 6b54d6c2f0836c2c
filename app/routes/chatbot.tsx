import { Box, Button, Field, Heading, HStack, Input, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { AssistantChat } from "../components/chat/AssistantChat";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { replaceToken } from "../lib/auth";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_CHATBOT") }];

/** Spec part 1 §9: the list scrolls to the newest message this long after it arrives. */
const scrollDelayMs = 250;

interface Message {
  author: "user" | "bot";
  body: string;
}

function Chat({ botName }: { botName: string }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<Message[]>([]);
  /** What the next message is: a question, or the answer to "what is your name?". */
  const [next, setNext] = useState<"query" | "setname">("query");
  const [available, setAvailable] = useState(false);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);

  const add = (message: Message) => setMessages((all) => [...all, message]);

  useEffect(() => {
    void (async () => {
      const response = await browserApi().rest.chatbot.status.$get();
      if (!response.ok) return add({ author: "bot", body: await errorText(response) });
      const status = await response.json();
      add({ author: "bot", body: status.body });
      setAvailable(status.status);
      if ("action" in status && status.action === "namequery") setNext("setname");
    })();
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => list.current?.scrollTo({ top: list.current.scrollHeight, behavior: "smooth" }), scrollDelayMs);
    return () => clearTimeout(timer);
  }, [messages]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (!query || busy) return;
    setBusy(true);
    setText("");
    add({ author: "user", body: query });
    try {
      const response = await browserApi().rest.chatbot.respond.$post({ json: { action: next, query } });
      if (!response.ok) return add({ author: "bot", body: await errorText(response) });
      const reply = await response.json();
      if ("token" in reply && typeof reply.token === "string") replaceToken(reply.token);
      setNext(reply.action === "namequery" ? "setname" : "query");
      add({ author: "bot", body: reply.body });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Box
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={t("CHAT_MESSAGES")}
        tabIndex={0}
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.panel"
        p="4"
        h={{ base: "60vh", md: "28rem" }}
        overflowY="auto"
        data-testid="chat-messages"
      >
        <Stack gap="3">
          {messages.map((message, i) => (
            <HStack key={i} justify={message.author === "user" ? "flex-end" : "flex-start"}>
              <Box
                maxW="80%"
                px="3"
                py="2"
                borderRadius="lg"
                bg={message.author === "user" ? "orange.700" : "bg.muted"}
                color={message.author === "user" ? "white" : "fg"}
                data-author={message.author}
                wordBreak="break-word"
              >
                <span className="squeeze-visually-hidden">{message.author === "user" ? t("CHAT_YOU") : botName}: </span>
                {message.body}
              </Box>
            </HStack>
          ))}
        </Stack>
      </Box>
      <form onSubmit={send}>
        <HStack align="end">
          <Field.Root flex="1" disabled={!available}>
            <Field.Label className="squeeze-visually-hidden">{next === "setname" ? t("LABEL_YOUR_NAME") : t("LABEL_CHAT_MESSAGE")}</Field.Label>
            <Input
              name="message"
              autoComplete="off"
              maxLength={500}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={next === "setname" ? t("LABEL_YOUR_NAME") : t("LABEL_CHAT_MESSAGE")}
            />
          </Field.Root>
          <Button type="submit" colorPalette="orange" disabled={!available || !text.trim()} loading={busy}>
            {t("BTN_SEND")}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

const modes = ["classic", "ai"] as const;
type Mode = (typeof modes)[number];

/**
 * The two bots as tabs: the rule-based one of the spec (the default) and the AI assistant
 * (docs/llm-chat.md). `?mode=ai` opens the second. Both stay mounted, so switching keeps each
 * conversation on screen. Arrow keys, Home and End move between the tabs.
 */
function Chats() {
  const { t } = useTranslation();
  const botName = useRouteLoaderData<typeof rootLoader>("root")?.config.application.chatBotName ?? "Pulp";
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get("mode") === "ai" ? "ai" : "classic";
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ classic: null, ai: null });
  const labels: Record<Mode, string> = {
    classic: t("CHAT_MODE_CLASSIC", { name: botName, defaultValue: `${botName} (classic)` }),
    ai: t("CHAT_MODE_AI", { name: botName, defaultValue: `${botName} AI` }),
  };
  const choose = (next: Mode, focus = false) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === "ai") updated.set("mode", "ai");
      else updated.delete("mode");
      return updated;
    }, { replace: true });
    if (focus) tabs.current[next]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const at = modes.indexOf(mode);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: modes.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    choose(modes[(next + modes.length) % modes.length]!, true);
  };
  return (
    <Stack gap="4" maxW="3xl" mx="auto" py={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {t("TITLE_CHATBOT_WITH", { name: botName })}
      </Heading>
      <HStack role="tablist" aria-label={t("CHAT_MODES", { defaultValue: "Which bot to talk to" })} gap="2" onKeyDown={onKey}>
        {modes.map((m) => (
          <Button
            key={m}
            ref={(element) => {
              tabs.current[m] = element;
            }}
            role="tab"
            id={`chat-tab-${m}`}
            aria-selected={mode === m}
            aria-controls={`chat-panel-${m}`}
            tabIndex={mode === m ? 0 : -1}
            size="sm"
            variant={mode === m ? "solid" : "outline"}
            colorPalette={mode === m ? "orange" : "gray"}
            onClick={() => choose(m)}
          >
            {labels[m]}
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel" id="chat-panel-classic" aria-labelledby="chat-tab-classic" hidden={mode !== "classic"} display={mode !== "classic" ? "none" : undefined}>
        <Chat botName={botName} />
      </Box>
      <Box role="tabpanel" id="chat-panel-ai" aria-labelledby="chat-tab-ai" hidden={mode !== "ai"} display={mode !== "ai" ? "none" : undefined}>
        <AssistantChat botName={botName} />
      </Box>
    </Stack>
  );
}

/** The support chat (spec part 1 §2, §4), for logged-in customers: the classic bot and the AI assistant. */
export default function Chatbot() {
  return (
    <Guarded>
      <Chats />
    </Guarded>
  );
}
