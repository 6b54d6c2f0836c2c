import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useRouteLoaderData, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/score-board";
import type { loader as rootLoader } from "../root";
import { ChallengeCard, type CardHint, type CardSettings } from "../components/score-board/ChallengeCard";
import { FilterRow } from "../components/score-board/FilterRow";
import { ScoreCards } from "../components/score-board/ScoreCards";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";
import { useGame } from "../lib/game";
import { useInstructor } from "../lib/instructor";
import {
  codingProgress,
  difficultySummaries,
  filterChallenges,
  filterFromSearchParams,
  filterToSearchParams,
  hackingProgress,
  isTutorialMode,
  noFilter,
  tagsOf,
  tutorialChallenges,
} from "../lib/score-board";

// The dialogs load on first use: the board itself stays light.
const CodingDialog = lazy(() => import("../components/coding/CodingDialog"));
const SettingsDialog = lazy(() => import("../components/score-board/SettingsDialog"));

export const meta = () => [{ title: tDefault("TITLE_SCORE_BOARD") }];

export async function loader({ context }: Route.LoaderArgs) {
  const [challengesResponse, hintsResponse] = await Promise.all([context.api.api.Challenges.$get({ query: {} }), context.api.api.Hints.$get()]);
  if (!challengesResponse.ok) throw new Response("The challenges could not be loaded.", { status: 503 });
  const hints = hintsResponse.ok ? (await hintsResponse.json()).data : [];
  return {
    challenges: (await challengesResponse.json()).data,
    hints: hints.map(({ id, ChallengeId, text, unlocked }) => ({ id, ChallengeId, text, unlocked })),
  };
}

// Filters live in the query string; changing them must never wait on the network.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/**
 * The filter, kept in the query string. The page's state leads, so quick changes build on each
 * other; the address follows it (replaced, not pushed), and a changed address (back, a link) leads
 * the state again.
 */
function useFilterInAddress() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(() => filterFromSearchParams(params));
  const written = useRef(params.toString());
  useEffect(() => {
    if (params.toString() === written.current) return;
    written.current = params.toString();
    setFilter(filterFromSearchParams(params));
  }, [params]);
  useEffect(() => {
    const next = filterToSearchParams(filter).toString();
    if (next === written.current) return;
    written.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  }, [filter, setParams]);
  return [filter, setFilter] as const;
}

/** The hidden score board: every challenge, its live state, filters, and the coding challenges. */
export default function ScoreBoard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const config = useRouteLoaderData<typeof rootLoader>("root")!.config;
  const { solvedLive, codingLive } = useGame();
  const instructor = useInstructor();
  const [filter, setFilter] = useFilterInAddress();
  const shownFilter = useDeferredValue(filter);
  const [hints, setHints] = useState(loaderData.hints);
  const [coding, setCoding] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const challenges = useMemo(
    () =>
      loaderData.challenges.map((c) => ({
        ...c,
        solved: c.solved || solvedLive.has(c.key),
        codingChallengeStatus: Math.max(c.codingChallengeStatus, codingLive.get(c.key) ?? 0),
      })),
    [loaderData.challenges, solvedLive, codingLive],
  );
  const tutorialMode = isTutorialMode(config.challenges.restrictToTutorialsFirst, challenges);
  const listed = useMemo(() => (tutorialMode ? tutorialChallenges(challenges) : challenges), [tutorialMode, challenges]);
  const shown = useMemo(() => filterChallenges(listed, shownFilter), [listed, shownFilter]);
  const shownKeys = useMemo(() => new Set(shown.map((c) => c.key)), [shown]);
  const categories = useMemo(() => [...new Set(listed.map((c) => c.category))].sort(), [listed]);
  const tags = useMemo(() => [...new Set(listed.flatMap(tagsOf))].sort(), [listed]);
  const disabledCount = listed.filter((c) => c.disabledEnv !== null).length;
  const hintsByChallenge = useMemo(() => {
    const byId = new Map<number, CardHint[]>();
    for (const hint of hints) byId.set(hint.ChallengeId, [...(byId.get(hint.ChallengeId) ?? []), hint]);
    return byId;
  }, [hints]);

  const unlockHint = useCallback(async (id: number) => {
    const response = await browserApi().api.Hints[":id"].$put({ param: { id: String(id) }, json: { unlocked: true } });
    if (response.ok) setHints((list) => list.map((h) => (h.id === id ? { ...h, unlocked: true } : h)));
  }, []);
  const settings = useMemo<CardSettings>(
    () => ({
      codingMode: config.challenges.codingChallengesEnabled,
      showFlags: config.ctf.showFlagsInNotifications,
      instructorEnabled: config.hackingInstructor.isEnabled,
      openCoding: setCoding,
      unlockHint: (id) => void unlockHint(id),
      startTutorial: instructor.start,
      repeatNotification: (name) => void browserApi().rest["repeat-notification"].$get({ query: { challenge: name } }),
    }),
    [config, unlockHint, instructor.start],
  );
  const codingChallenge = challenges.find((c) => c.key === coding);

  return (
    <Stack gap="5">
      {/* Spacer image: loading it tells the server this hidden screen was found. */}
      <img src="/assets/public/images/padding/1px.png" alt="" width={1} height={1} style={{ position: "absolute" }} />
      <Heading as="h1" size="xl">
        {t("TITLE_SCORE_BOARD")}
      </Heading>
      <ScoreCards hacking={hackingProgress(challenges)} coding={codingProgress(challenges)} difficulties={difficultySummaries(challenges)} />
      <FilterRow filter={filter} onChange={setFilter} categories={categories} tags={tags} onOpenSettings={() => setSettingsOpen(true)} />
      {disabledCount > 0 && (
        <Alert.Root status="warning" data-testid="disabled-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t("CHALLENGES_UNAVAILABLE", { count: disabledCount })}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => setFilter((f) => ({ ...f, showDisabledChallenges: !f.showDisabledChallenges }))}>
            {filter.showDisabledChallenges ? t("HIDE_UNAVAILABLE") : t("SHOW_UNAVAILABLE")}
          </Button>
        </Alert.Root>
      )}
      {tutorialMode && (
        <Alert.Root status="info" data-testid="tutorial-warning">
          <Alert.Indicator />
          <Alert.Description>{t("TUTORIAL_MODE_WARNING")}</Alert.Description>
        </Alert.Root>
      )}
      {shown.length === 0 && (
        <Stack align="center" py="10" gap="3" data-testid="no-challenges">
          <Text fontWeight="semibold">{t("NO_CHALLENGES_FOUND")}</Text>
          <Button size="sm" variant="outline" onClick={() => setFilter(noFilter)}>
            {t("RESET_FILTERS")}
          </Button>
        </Stack>
      )}
      {/* Every card stays mounted and a filter only hides some: filtering costs no re-render of cards. */}
      <div className="squeeze-challenge-grid" data-testid="challenge-grid">
        {listed.map((c) => (
          <div key={c.key} hidden={!shownKeys.has(c.key)} style={{ display: shownKeys.has(c.key) ? "grid" : "none" }}>
            <ChallengeCard challenge={c} hints={hintsByChallenge.get(c.id) ?? noHints} settings={settings} />
          </div>
        ))}
      </div>
      {codingChallenge && (
        <Suspense fallback={null}>
          <CodingDialog challenge={codingChallenge} onClose={() => setCoding(null)} />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog config={config} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

const noHints: CardHint[] = [];
