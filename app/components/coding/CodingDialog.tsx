import { Alert, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n";
import { browserApi, errorText } from "../../lib/api";
import { ShopDialog } from "../ShopDialog";
import { DiffView, SelectableCode } from "./CodeView";

type Tab = "find" | "fix";
type Result = "undecided" | "right" | "wrong";
type DiffFormat = "line-by-line" | "side-by-side";

interface Snippet {
  snippet: string;
  vulnLines: number[];
  language: string;
}

/** The options in a random order, each with its index as the server knows it. */
function shuffled(count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

function useSnippet(key: string) {
  const [snippet, setSnippet] = useState<Snippet | null>(null);
  const [fixes, setFixes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const api = browserApi().snippets;
    void api[":key"].$get({ param: { key } }).then(async (response) => {
      if (response.ok) setSnippet(await response.json());
      else setError(await errorText(response));
    });
    void api.fixes[":key"].$get({ param: { key } }).then(async (response) => setFixes(response.ok ? (await response.json()).fixes : []));
  }, [key]);
  return { snippet, fixes, error };
}

function Verdict({ result, right, wrong, detail }: { result: Result; right: string; wrong: string; detail?: string | null }) {
  if (result === "undecided") return null;
  return (
    <Alert.Root status={result === "right" ? "success" : "error"} role="status" data-testid="verdict" data-result={result}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{result === "right" ? right : wrong}</Alert.Title>
        {detail && <Alert.Description data-testid="verdict-detail">{detail}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The coding challenge of one challenge: Find It (select the vulnerable lines) and Fix It (pick
 * the fix among shuffled options, each shown as a diff of the original). Fix It stays locked until
 * Find It is right; a right answer is final; a tab switch forgets an unsolved tab's verdict.
 */
export default function CodingDialog({
  challenge,
  onClose,
}: {
  challenge: { key: string; name: string; codingChallengeStatus: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { snippet, fixes, error } = useSnippet(challenge.key);
  const [tab, setTab] = useState<Tab>(challenge.codingChallengeStatus >= 1 ? "fix" : "find");
  const [findResult, setFindResult] = useState<Result>(challenge.codingChallengeStatus >= 1 ? "right" : "undecided");
  const [fixResult, setFixResult] = useState<Result>(challenge.codingChallengeStatus >= 2 ? "right" : "undecided");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [hints, setHints] = useState<string[]>([]);
  const [chosenFix, setChosenFix] = useState<number | null>(null);
  const [explanation, setExplanation] = useState<string | null>(null);
  const [format, setFormat] = useState<DiffFormat>("line-by-line");
  const [order, setOrder] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tabsId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ find: null, fix: null });

  useEffect(() => {
    if (fixes) setOrder(shuffled(fixes.length));
  }, [fixes]);
  // A solved Find It shows its answer.
  useEffect(() => {
    if (snippet && findResult === "right" && selected.size === 0) setSelected(new Set(snippet.vulnLines));
  }, [snippet, findResult, selected.size]);

  const fixLocked = findResult !== "right" || !fixes || fixes.length === 0;
  const showTab = (next: Tab) => {
    if (next === "fix" && fixLocked) return;
    setTab(next);
    setFailure(null);
    // Only an unsolved part forgets its verdict.
    if (next === "find" && findResult !== "right") setFindResult("undecided");
    if (next === "fix" && fixResult !== "right") setFixResult("undecided");
  };

  const submitFind = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const response = await browserApi().snippets.verdict.$post({ json: { key: challenge.key, selectedLines: [...selected] } });
      if (!response.ok) return setFailure(await errorText(response));
      const answer = await response.json();
      if (answer.verdict) {
        setFindResult("right");
        // Right unlocks Fix It and goes there.
        if (fixes && fixes.length > 0) {
          setTab("fix");
          setFixResult((r) => (r === "right" ? r : "undecided"));
        }
      } else {
        // Right is final: a later wrong answer is not applied.
        setFindResult((r) => (r === "right" ? r : "wrong"));
        if (answer.hint) setHints((list) => [...list, answer.hint!]);
      }
    } finally {
      setBusy(false);
    }
  };

  const submitFix = async () => {
    if (chosenFix === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const response = await browserApi().snippets.fixes.$post({ json: { key: challenge.key, selectedFix: chosenFix } });
      if (!response.ok) return setFailure(await errorText(response));
      const answer = await response.json();
      setExplanation(answer.explanation);
      setFixResult((r) => (r === "right" ? r : answer.verdict ? "right" : "wrong"));
    } finally {
      setBusy(false);
    }
  };

  // With two tabs, either arrow moves to the other one.
  const onTabKey = (from: Tab) => (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    e.preventDefault();
    const next: Tab = from === "find" ? "fix" : "find";
    if (next === "fix" && fixLocked) return;
    showTab(next);
    tabRefs.current[next]?.focus();
  };

  const tabButton = (id: Tab, label: string, locked: boolean) => (
    <Button
      ref={(el) => {
        tabRefs.current[id] = el;
      }}
      role="tab"
      id={`${tabsId}-${id}`}
      aria-selected={tab === id}
      aria-controls={`${tabsId}-${id}-panel`}
      tabIndex={tab === id ? 0 : -1}
      disabled={locked}
      title={locked ? t("FIX_IT_LOCKED") : undefined}
      variant={tab === id ? "solid" : "ghost"}
      size="sm"
      onClick={() => showTab(id)}
      onKeyDown={onTabKey(id)}
    >
      {label}
    </Button>
  );

  return (
    <ShopDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("CODING_DIALOG_TITLE", { name: challenge.name })}
      root={{ size: { base: "full", md: "xl" }, scrollBehavior: "inside" }}
      content={{ maxW: { md: "5xl" } }}
      testId="coding-dialog"
      actions={
        <>
          {tab === "find" ? (
            <Button colorPalette="orange" onClick={() => void submitFind()} disabled={busy || !snippet || findResult === "right"}>
              {t("SUBMIT")}
            </Button>
          ) : (
            <Button colorPalette="orange" onClick={() => void submitFix()} disabled={busy || chosenFix === null || fixResult === "right"}>
              {t("SUBMIT")}
            </Button>
          )}
        </>
      }
    >
      <HStack role="tablist" aria-label={t("CODING_CHALLENGE")} gap="1" mb="3">
        {tabButton("find", t("FIND_IT"), false)}
        {tabButton("fix", t("FIX_IT"), fixLocked)}
      </HStack>
      {error && <Text color="fg.error">{error}</Text>}
      {failure && (
        <Text color="fg.error" role="alert" mb="2">
          {failure}
        </Text>
      )}
      {snippet && tab === "find" && (
        <Stack role="tabpanel" id={`${tabsId}-find-panel`} aria-labelledby={`${tabsId}-find`} gap="3">
          <Text>{t("FIND_IT_INSTRUCTIONS")}</Text>
          <SelectableCode
            code={snippet.snippet}
            language={snippet.language}
            selected={selected}
            readOnly={findResult === "right"}
            label={t("FIND_IT_CODE_LABEL")}
            onToggle={(line) =>
              setSelected((old) => {
                const next = new Set(old);
                if (!next.delete(line)) next.add(line);
                return next;
              })
            }
          />
          <Verdict result={findResult} right={t("FIND_IT_RIGHT")} wrong={t("FIND_IT_WRONG")} />
          {hints.length > 0 && (
            <Box as="ul" ps="5" listStyleType="disc" data-testid="find-it-hints" aria-label={t("LABEL_HINTS")}>
              {hints.map((hint, i) => (
                <li key={i}>{hint}</li>
              ))}
            </Box>
          )}
        </Stack>
      )}
      {snippet && fixes && tab === "fix" && (
        <Stack role="tabpanel" id={`${tabsId}-fix-panel`} aria-labelledby={`${tabsId}-fix`} gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text>{t("FIX_IT_INSTRUCTIONS")}</Text>
            <HStack role="group" aria-label={t("DIFF_FORMAT")} gap="1">
              {(["line-by-line", "side-by-side"] as const).map((f) => (
                <Button key={f} size="xs" variant={format === f ? "solid" : "outline"} aria-pressed={format === f} onClick={() => setFormat(f)}>
                  {f === "line-by-line" ? t("DIFF_LINE_BY_LINE") : t("DIFF_SIDE_BY_SIDE")}
                </Button>
              ))}
            </HStack>
          </HStack>
          <Stack as="fieldset" gap="4" minW="0">
            <Box as="legend" srOnly>
              {t("FIX_IT_OPTIONS")}
            </Box>
            {order.map((original, position) => (
              <Box key={original} minW="0" borderWidth="1px" borderRadius="md" p="2" borderColor={chosenFix === original ? "orange.400" : "border"}>
                <label style={{ display: "flex", gap: "0.5rem", alignItems: "center", marginBottom: "0.5rem", cursor: "pointer" }}>
                  <input
                    type="radio"
                    name={`${tabsId}-fix`}
                    value={original}
                    checked={chosenFix === original}
                    disabled={fixResult === "right"}
                    onChange={() => {
                      setChosenFix(original);
                      if (fixResult === "right") return;
                      setFixResult("undecided");
                      setExplanation(null);
                    }}
                  />
                  {t("FIX_OPTION", { number: position + 1 })}
                </label>
                <DiffView
                  original={snippet.snippet}
                  changed={fixes[original]!}
                  language={snippet.language}
                  format={format}
                  label={t("FIX_OPTION_CHANGES", { number: position + 1 })}
                />
              </Box>
            ))}
          </Stack>
          <Verdict result={fixResult} right={t("FIX_IT_RIGHT")} wrong={t("FIX_IT_WRONG")} detail={explanation} />
        </Stack>
      )}
    </ShopDialog>
  );
}
