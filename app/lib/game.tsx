import type PartySocket from "partysocket";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  sinceParameter,
  type ChallengeSolvedEvent,
  type ClientMessage,
  type CodeChallengeSolvedEvent,
  type CohortClock,
  type CohortMessage,
  type RoomAddress,
  type ServerMessage,
} from "../../party/events";
import { clearLogin } from "./auth";
import { cookieLifetimes, deleteCookie, progressCookies, readCookie, writeCookie } from "./storage";

export interface SolvedNotification {
  id: number;
  event: ChallengeSolvedEvent;
}

export type RestartState = { status: "restored" } | { status: "failed"; error: string } | { status: "reset" } | null;

interface Game {
  notifications: SolvedNotification[];
  restart: RestartState;
  /** Keys solved since this page loaded (the score board merges them into what it loaded). */
  solvedLive: ReadonlySet<string>;
  /** Coding status (1: Find It, 2: Fix It done) raised since this page loaded, by key. */
  codingLive: ReadonlyMap<string, 1 | 2>;
  /** In cohort mode: the student's cohort and its clock, kept current by the trainer's changes. */
  cohort: CohortClock | null;
  /** The trainer's broadcasts received since this page loaded, until closed. */
  cohortMessages: (CohortMessage & { id: number })[];
  closeCohortMessage(id: number): void;
  send(message: ClientMessage): void;
  close(id: number): void;
  closeAll(): void;
  dismissRestart(): void;
  resetProgress(): void;
}

const GameContext = createContext<Game | null>(null);

export function useGame(): Game {
  const game = useContext(GameContext);
  if (!game) throw new Error("useGame outside GameProvider");
  return game;
}

/** The API client, loaded when first needed (it is not part of the page's first load). */
const api = () => import("./api");
const browserApi = async () => (await api()).browserApi();

/** Each progress cookie with its endpoint: the code to save, and where to send it back. */
export const progress = {
  continueCode: {
    get: async () => (await browserApi()).rest["continue-code"].$get(),
    apply: async (code: string) => (await browserApi()).rest["continue-code"].apply[":code"].$put({ param: { code } }),
  },
  continueCodeFindIt: {
    get: async () => (await browserApi()).rest["continue-code-findIt"].$get(),
    apply: async (code: string) => (await browserApi()).rest["continue-code-findIt"].apply[":code"].$put({ param: { code } }),
  },
  continueCodeFixIt: {
    get: async () => (await browserApi()).rest["continue-code-fixIt"].$get(),
    apply: async (code: string) => (await browserApi()).rest["continue-code-fixIt"].apply[":code"].$put({ param: { code } }),
  },
} satisfies Record<(typeof progressCookies)[number], unknown>;

async function saveProgress(cookie: keyof typeof progress) {
  const response = await progress[cookie].get();
  if (!response.ok) return;
  const { continueCode } = await response.json();
  // The server's answer goes into a cookie: only what a continue code can look like.
  if (/^[a-zA-Z0-9]*$/.test(continueCode)) {
    writeCookie(cookie, continueCode, cookieLifetimes.progress);
  } else {
    console.error("Received invalid continue code from the server!");
  }
}

/** Sends every stored continue code back after the instance was (re)created; counts them. */
async function restoreProgress(): Promise<number> {
  let applied = 0;
  for (const cookie of progressCookies) {
    const code = readCookie(cookie);
    if (!code) continue;
    const response = await progress[cookie].apply(code);
    if (!response.ok) throw new Error(await (await api()).errorText(response));
    applied++;
  }
  return applied;
}

const caughtUp = "caught up";

async function celebrate() {
  const { default: confetti } = await import("canvas-confetti");
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  void confetti({ particleCount: 120, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
}

/**
 * Connects this page to its instance's room (the server names it) and keeps the game's live
 * state. `since`: when this page started loading on the server; solves from then on are its own.
 */
export function GameProvider({
  room,
  since,
  cohort: initialCohort = null,
  children,
}: {
  room: RoomAddress;
  since: number;
  cohort?: CohortClock | null;
  children: ReactNode;
}) {
  const socket = useRef<PartySocket | null>(null);
  const nextId = useRef(1);
  const [notifications, setNotifications] = useState<SolvedNotification[]>([]);
  const [restart, setRestart] = useState<RestartState>(null);
  const [solvedLive, setSolvedLive] = useState<ReadonlySet<string>>(new Set());
  const [codingLive, setCodingLive] = useState<ReadonlyMap<string, 1 | 2>>(new Map());
  const [synced, setSynced] = useState(false);
  const [cohort, setCohort] = useState<CohortClock | null>(initialCohort);
  const [cohortMessages, setCohortMessages] = useState<Game["cohortMessages"]>([]);
  // Marked after the render that shows what the room replayed.
  useEffect(() => {
    if (synced) document.documentElement.dataset.room = "synced";
  }, [synced]);

  // Child effects run before this provider's effect opens the socket: hold their messages until then.
  const pending = useRef<string[]>([]);
  const send = useCallback((message: ClientMessage) => {
    const text = JSON.stringify(message);
    if (socket.current) socket.current.send(text);
    else pending.current.push(text);
  }, []);

  useEffect(() => {
    let opened: PartySocket | undefined;
    let closed = false;
    const connect = (ws: PartySocket) => {
      socket.current = ws;
      // Lets tests (and curious students) see whether the live channel is up, and caught up: the
      // room answers a ping after everything it replays to a page that has just connected.
      ws.addEventListener("open", () => {
        document.documentElement.dataset.room = "open";
        ws.send(JSON.stringify({ type: "ping", data: caughtUp } satisfies ClientMessage));
      });
      ws.addEventListener("close", () => {
        document.documentElement.dataset.room = "closed";
        setSynced(false);
      });
      for (const text of pending.current.splice(0)) ws.send(text);

      const onSolved = (event: ChallengeSolvedEvent) => {
        setSolvedLive((keys) => new Set(keys).add(event.key));
        // The same solve can arrive twice (replayed for this page and broadcast): one card.
        if (!event.hidden) {
          setNotifications((list) =>
            list.some((n) => n.event.key === event.key) ? list : [...list, { id: nextId.current++, event }],
          );
        }
        if (!event.isRestore) {
          void saveProgress("continueCode");
          if (!event.hidden) void celebrate();
        }
        ws.send(JSON.stringify({ type: "notification received", data: event.flag } satisfies ClientMessage));
      };
      const onCodingSolved = (event: CodeChallengeSolvedEvent) => {
        setCodingLive((known) => ((known.get(event.key) ?? 0) >= event.codingChallengeStatus ? known : new Map(known).set(event.key, event.codingChallengeStatus)));
        void saveProgress(event.codingChallengeStatus === 1 ? "continueCodeFindIt" : "continueCodeFixIt");
      };
      const onServerStarted = () => {
        restoreProgress().then(
          // A browser with nothing stored has nothing to be told about.
          (applied) => applied > 0 && setRestart({ status: "restored" }),
          (error: Error) => setRestart({ status: "failed", error: error.message }),
        );
      };

      ws.addEventListener("message", (e: MessageEvent<string>) => {
        let message: ServerMessage;
        try {
          message = JSON.parse(e.data) as ServerMessage;
        } catch {
          return;
        }
        if (message.type === "challenge solved") onSolved(message.data);
        else if (message.type === "code challenge solved") onCodingSolved(message.data);
        else if (message.type === "server started") onServerStarted();
        else if (message.type === "cohort message") setCohortMessages((list) => [...list, { ...message.data, id: nextId.current++ }]);
        else if (message.type === "cohort changed") setCohort(message.data);
        else if (message.type === "pong" && message.data === caughtUp) setSynced(true);
      });
    };
    // The socket's library loads after the page is up: showing the first page does not need it.
    void import("partysocket").then(({ default: Socket }) => {
      if (closed) return;
      opened = new Socket({ host: window.location.host, party: room.party, room: room.name, query: { [sinceParameter]: String(since) } });
      connect(opened);
    });
    return () => {
      closed = true;
      opened?.close();
      socket.current = null;
    };
    // One socket for the page's life: the room is the server's, `since` the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = useCallback((id: number) => setNotifications((list) => list.filter((n) => n.id !== id)), []);
  const closeAll = useCallback(() => {
    send({ type: "verifyCloseNotificationsChallenge", data: notifications.map((n) => n.event) });
    setNotifications([]);
  }, [notifications, send]);
  const dismissRestart = useCallback(() => setRestart(null), []);
  const closeCohortMessage = useCallback((id: number) => setCohortMessages((list) => list.filter((m) => m.id !== id)), []);
  const resetProgress = useCallback(() => {
    for (const cookie of progressCookies) deleteCookie(cookie);
    clearLogin();
    setRestart({ status: "reset" });
  }, []);

  const game = useMemo<Game>(
    () => ({
      notifications,
      restart,
      solvedLive,
      codingLive,
      cohort,
      cohortMessages,
      closeCohortMessage,
      send,
      close,
      closeAll,
      dismissRestart,
      resetProgress,
    }),
    [notifications, restart, solvedLive, codingLive, cohort, cohortMessages, closeCohortMessage, send, close, closeAll, dismissRestart, resetProgress],
  );
  return <GameContext.Provider value={game}>{children}</GameContext.Provider>;
}
