import { Box, Button, CloseButton, HStack, Image, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "../../i18n";
import { useLocation } from "react-router";
import { browserApi } from "../../lib/api";
import { useGame } from "../../lib/game";
import { tutorials, type TutorialStep } from "./tutorials";

/** How often the instructor looks at the page anyway (targets move, come and go with lazy menus and routes). */
const lookEveryMs = 150;
/** Any open layer that owns the Escape key: a dialog, a drawer or a menu. */
const openLayer = '[data-scope="dialog"][data-part="content"][data-state="open"], [data-scope="menu"][data-part="content"][data-state="open"]';

const isVisible = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0;

function findTarget(step: TutorialStep | undefined): HTMLElement | null {
  if (!step?.target) return null;
  const element = document.querySelector(step.target);
  return isVisible(element) ? element : null;
}

/** The tutorial's challenge key: the name given in /hacking-instructor?challenge= is looked up. */
function useChallengeKey(challenge: string): string | null | undefined {
  const [key, setKey] = useState<string | null | undefined>(challenge in tutorials ? challenge : undefined);
  useEffect(() => {
    if (challenge in tutorials) {
      setKey(challenge);
      return;
    }
    void browserApi()
      .api.Challenges.$get({ query: { name: challenge } })
      .then(async (response) => (response.ok ? (await response.json()).data[0]?.key : undefined))
      .then((found) => setKey(found && found in tutorials ? found : null), () => setKey(null));
  }, [challenge]);
  return key;
}

/**
 * The hacking instructor: a non-modal overlay that points at the element the student should use
 * next and moves on when they have used it. The text is announced; the focus goes to what to use
 * (or to Next); Escape leaves, unless a dialog or menu is open to take it.
 */
export default function HackingInstructor({ challenge, avatar, onLeave }: { challenge: string; avatar: string; onLeave: () => void }) {
  const { t } = useTranslation();
  const { solvedLive } = useGame();
  const location = useLocation();
  const key = useChallengeKey(challenge);
  const steps = key ? tutorials[key] : undefined;
  const [index, setIndex] = useState(0);
  const step = steps?.[index];
  const [rect, setRect] = useState<DOMRect | null>(null);
  const [solvedBefore, setSolvedBefore] = useState(false);
  const titleId = useId();
  const textId = useId();
  const nextButton = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(typeof document === "undefined" ? null : document.activeElement);
  // Moves on from this step only: the page may report the same event more than once before the
  // next step renders (a fast typist fires an input event per key).
  const next = useCallback(() => setIndex((i) => (i === index ? i + 1 : i)), [index]);

  const leave = useCallback(() => {
    onLeave();
    const back = returnFocus.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }, [onLeave]);

  // No tutorial for this challenge, or the last step is done.
  useEffect(() => {
    if (key === null || (steps && index >= steps.length)) leave();
  }, [key, steps, index, leave]);

  // Is the challenge solved already (before this page loaded)?
  useEffect(() => {
    if (!key) return;
    void browserApi()
      .api.Challenges.$get({ query: { key } })
      .then(async (response) => response.ok && setSolvedBefore(Boolean((await response.json()).data[0]?.solved)));
  }, [key]);

  // Watch the page for the step's target and for what moves the step on.
  useEffect(() => {
    if (!step) return;
    let focused = false;
    // "closed" means: a dialog or drawer was open during this step, and now none is.
    let layerSeen = false;
    const look = () => {
      const target = findTarget(step);
      setRect((old) => {
        const now = target?.getBoundingClientRect() ?? null;
        return old && now && old.x === now.x && old.y === now.y && old.width === now.width && old.height === now.height ? old : now;
      });
      if (target && !focused && step.until.kind !== "next") {
        focused = true;
        target.focus();
      }
      const { until } = step;
      if (until.kind === "visible" && isVisible(document.querySelector(until.selector))) next();
      else if (until.kind === "closed") {
        const open = document.querySelector(openLayer) !== null;
        if (layerSeen && !open) next();
        layerSeen ||= open;
      }
      else if (until.kind === "value" && target instanceof HTMLInputElement && until.pattern.test(target.value)) next();
    };
    look();
    // Dialogs and menus may open and close between two looks: changes to the page trigger a look too.
    let queued = 0;
    const soon = () => {
      if (!queued) queued = window.requestAnimationFrame(() => ((queued = 0), look()));
    };
    const observer = new MutationObserver(soon);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
    document.addEventListener("input", soon, true);
    const timer = window.setInterval(look, lookEveryMs);
    const onClick = (e: MouseEvent) => {
      const target = findTarget(step);
      if (step.until.kind === "click" && target && e.target instanceof Node && target.contains(e.target)) next();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("scroll", look, true);
    window.addEventListener("resize", look);
    if (step.until.kind === "next" || !step.target) window.setTimeout(() => (nextButton.current ?? bubble.current)?.focus(), 0);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(queued);
      document.removeEventListener("input", soon, true);
      window.clearInterval(timer);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("scroll", look, true);
      window.removeEventListener("resize", look);
    };
  }, [step, next]);

  // Steps that wait for the page's address or for the solve.
  useEffect(() => {
    if (step?.until.kind === "path" && step.until.pattern.test(location.pathname + location.search)) next();
  }, [step, location, next]);
  useEffect(() => {
    if (step?.until.kind === "solved" && key && (solvedBefore || solvedLive.has(key))) next();
  }, [step, key, solvedBefore, solvedLive, next]);

  // Escape leaves, unless a dialog or menu was open to take it (checked before it closes).
  useEffect(() => {
    let layerWasOpen = false;
    const before = (e: KeyboardEvent) => {
      if (e.key === "Escape") layerWasOpen = document.querySelector(openLayer) !== null;
    };
    const after = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !layerWasOpen && !e.defaultPrevented) leave();
    };
    window.addEventListener("keydown", before, true);
    document.addEventListener("keydown", after);
    return () => {
      window.removeEventListener("keydown", before, true);
      document.removeEventListener("keydown", after);
    };
  }, [leave]);

  if (!step) return null;
  const text = t(step.text, { payload: step.payload });
  return (
    <>
      {rect && (
        <Box
          aria-hidden="true"
          position="fixed"
          zIndex="toast"
          pointerEvents="none"
          borderWidth="3px"
          borderColor="orange.400"
          borderRadius="md"
          boxShadow="0 0 0 4px rgba(251, 146, 60, 0.35)"
          style={{ top: rect.top - 6, left: rect.left - 6, width: rect.width + 12, height: rect.height + 12 }}
          data-testid="instructor-highlight"
        />
      )}
      <Box
        ref={bubble}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        position="fixed"
        zIndex="toast"
        p="3"
        borderRadius="lg"
        borderWidth="2px"
        borderColor="orange.400"
        bg="gray.900"
        color="gray.50"
        boxShadow="lg"
        style={placement(rect)}
        data-testid="hacking-instructor"
        data-step={index + 1}
      >
        <HStack align="start" gap="3">
          <Image src={avatar} alt="" boxSize="10" flexShrink={0} />
          <Box flex="1" minW="0">
            <Text id={titleId} fontWeight="semibold" fontSize="sm">
              {t("HACKING_INSTRUCTOR")} · {t("TUTORIAL_STEP", { step: index + 1, steps: steps!.length })}
            </Text>
            <Text id={textId} mt="1" whiteSpace="pre-line" wordBreak="break-word">
              {text}
            </Text>
          </Box>
          <CloseButton size="xs" aria-label={t("TUTORIAL_LEAVE")} title={t("TUTORIAL_LEAVE")} onClick={leave} />
        </HStack>
        {step.until.kind === "next" && (
          <HStack justify="end" mt="2">
            <Button ref={nextButton} size="xs" colorPalette="orange" onClick={next}>
              {index + 1 === steps!.length ? t("TUTORIAL_FINISH") : t("TUTORIAL_NEXT")}
            </Button>
          </HStack>
        )}
      </Box>
      {/* The step is announced wherever the focus is. */}
      <Box role="status" srOnly>
        {text}
      </Box>
    </>
  );
}

/** Below the target when there is room, else above it; bottom right when nothing is pointed at. */
function placement(rect: DOMRect | null): CSSProperties {
  const width = Math.min(360, window.innerWidth - 16);
  if (!rect || window.innerWidth < 600) return { width, right: 8, bottom: 8 };
  const left = Math.min(Math.max(8, rect.left), window.innerWidth - width - 8);
  const below = window.innerHeight - rect.bottom > 200;
  return below ? { width, left, top: rect.bottom + 12 } : { width, left, bottom: window.innerHeight - rect.top + 12 };
}
