import { Box, Button, Field, Heading, HStack, Input, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
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

function Chat() {
  const { t } = useTranslation();
  const botName = useRouteLoaderData<typeof rootLoader>("root")?.config.application.chatBotName ?? "Pulp";
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
    <Stack gap="4" maxW="3xl" mx="auto" py={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {t("TITLE_CHATBOT_WITH", { name: botName })}
      </Heading>
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

/** The support chat (spec part 1 §2, §4), for logged-in customers. */
export default function Chatbot() {
  return (
    <Guarded>
      <Chat />
    </Guarded>
  );
}
