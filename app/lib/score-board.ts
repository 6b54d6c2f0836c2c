/**
 * The score board's rules, apart from its screen: the filter and its query string, a challenge's
 * status, tutorial mode and the scores. Pure functions, so filtering 115 cards never waits on
 * anything, and the rules are tested on their own (tests/unit/score-board.test.ts).
 */
import { plainText } from "../../worker/lib/plain-text";

/** What the score board needs of a challenge (a row of GET /api/Challenges with live state merged in). */
export interface BoardChallenge {
  key: string;
  name: string;
  category: string;
  description: string;
  difficulty: number;
  tags: string | null;
  solved: boolean;
  disabledEnv: string | null;
  tutorialOrder: number | null;
  codingChallengeStatus: number;
  hasCodingChallenge: boolean;
}

export const statuses = ["unsolved", "partially-solved", "solved"] as const;
export type Status = (typeof statuses)[number];

export interface FilterSetting {
  searchQuery: string | null;
  difficulties: number[];
  status: Status | null;
  tags: string[];
  categories: string[];
  showDisabledChallenges: boolean;
}

export const noFilter: FilterSetting = {
  searchQuery: null,
  difficulties: [],
  status: null,
  tags: [],
  categories: [],
  showDisabledChallenges: true,
};

const list = (value: string | null) => (value ? value.split(",").filter(Boolean) : []);

/** The filter in the query string, with the spec's parameter names. */
export function filterFromSearchParams(params: URLSearchParams): FilterSetting {
  const status = params.get("status");
  return {
    searchQuery: params.get("searchQuery") || null,
    difficulties: list(params.get("difficulties"))
      .map((d) => Number.parseInt(d, 10))
      .filter((d) => !Number.isNaN(d)),
    status: statuses.find((s) => s === status) ?? null,
    tags: list(params.get("tags")),
    categories: list(params.get("categories")),
    showDisabledChallenges: params.get("showDisabledChallenges") !== "false",
  };
}

/** The query string of a filter: empty parts are left out; showDisabledChallenges only when false. */
export function filterToSearchParams(filter: FilterSetting): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.searchQuery) params.set("searchQuery", filter.searchQuery);
  if (filter.difficulties.length > 0) params.set("difficulties", filter.difficulties.join(","));
  if (filter.status) params.set("status", filter.status);
  if (filter.tags.length > 0) params.set("tags", filter.tags.join(","));
  if (filter.categories.length > 0) params.set("categories", filter.categories.join(","));
  if (!filter.showDisabledChallenges) params.set("showDisabledChallenges", "false");
  return params;
}

export const tagsOf = (challenge: Pick<BoardChallenge, "tags">): string[] => list(challenge.tags);

/** Solved means solved outright, or with its coding challenge: both Find It and Fix It done. */
export function statusOf(challenge: BoardChallenge): Status {
  if (!challenge.solved) return "unsolved";
  if (challenge.hasCodingChallenge && challenge.codingChallengeStatus < 2) return "partially-solved";
  return "solved";
}

/** Tutorial mode: configured, and a challenge with a tutorial order is still unsolved. */
export function isTutorialMode(restrictToTutorialsFirst: boolean, challenges: readonly BoardChallenge[]): boolean {
  return restrictToTutorialsFirst && challenges.some((c) => c.tutorialOrder !== null && !c.solved);
}

/**
 * In tutorial mode only tutorial challenges are listed, and of those only the ones up to the
 * lowest difficulty that still has an unsolved tutorial.
 */
export function tutorialChallenges<C extends BoardChallenge>(challenges: readonly C[]): C[] {
  const tutorials = challenges.filter((c) => c.tutorialOrder !== null);
  const ceiling = Math.min(...tutorials.filter((c) => !c.solved).map((c) => c.difficulty));
  return tutorials.filter((c) => c.difficulty <= ceiling);
}

/** The challenges a filter lets through, in the order given. */
export function filterChallenges<C extends BoardChallenge>(challenges: readonly C[], filter: FilterSetting): C[] {
  const query = filter.searchQuery?.toLowerCase() ?? null;
  return challenges.filter(
    (c) =>
      (filter.categories.length === 0 || filter.categories.includes(c.category)) &&
      (filter.difficulties.length === 0 || filter.difficulties.includes(c.difficulty)) &&
      (filter.tags.length === 0 || tagsOf(c).some((tag) => filter.tags.includes(tag))) &&
      (filter.status === null || statusOf(c) === filter.status) &&
      (filter.showDisabledChallenges || c.disabledEnv === null) &&
      (query === null || c.name.toLowerCase().includes(query) || plainText(c.description).toLowerCase().includes(query)),
  );
}

export interface Progress {
  solved: number;
  total: number;
  percent: number;
}

const progress = (solved: number, total: number): Progress => ({
  solved,
  total,
  percent: total === 0 ? 0 : Math.round((solved / total) * 100),
});

export const hackingProgress = (challenges: readonly BoardChallenge[]): Progress =>
  progress(challenges.filter((c) => c.solved).length, challenges.length);

/** Each coding challenge has two parts, Find It and Fix It; its status counts the parts done. */
export function codingProgress(challenges: readonly BoardChallenge[]): Progress {
  const coding = challenges.filter((c) => c.hasCodingChallenge);
  return progress(
    coding.reduce((sum, c) => sum + c.codingChallengeStatus, 0),
    coding.length * 2,
  );
}

export interface DifficultySummary {
  difficulty: number;
  solved: number;
  available: number;
}

/**
 * Per difficulty 1 to 6: a challenge with a coding challenge counts 3 (hacking, Find It, Fix It),
 * and its coding parts count once the challenge itself is solved.
 */
export function difficultySummaries(challenges: readonly BoardChallenge[]): DifficultySummary[] {
  return [1, 2, 3, 4, 5, 6].map((difficulty) => {
    const own = challenges.filter((c) => c.difficulty === difficulty);
    return {
      difficulty,
      available: own.reduce((sum, c) => sum + (c.hasCodingChallenge ? 3 : 1), 0),
      solved: own.reduce((sum, c) => sum + (c.solved ? 1 + (c.hasCodingChallenge ? c.codingChallengeStatus : 0) : 0), 0),
    };
  });
}

/** Whether the coding challenge's button shows (not when switched off) and may be used. */
export function codingButton(mode: "never" | "solved" | "always", challenge: BoardChallenge): "hidden" | "disabled" | "enabled" {
  if (mode === "never" || !challenge.hasCodingChallenge) return "hidden";
  return !challenge.solved && mode !== "always" ? "disabled" : "enabled";
}
