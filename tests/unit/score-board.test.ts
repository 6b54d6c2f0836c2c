import { describe, expect, it } from "vitest";
import { tutorials } from "../../app/components/instructor/tutorials";
import en from "../../locales/en/ui.json";
import { backupFileName, parseBackup } from "../../app/lib/backup";
import { highlightLine } from "../../app/lib/highlight";
import { diffLines, foldUnchanged, sideBySide } from "../../app/lib/line-diff";
import {
  codingButton,
  codingProgress,
  difficultySummaries,
  filterChallenges,
  filterFromSearchParams,
  filterToSearchParams,
  hackingProgress,
  isTutorialMode,
  noFilter,
  statusOf,
  tutorialChallenges,
  type BoardChallenge,
} from "../../app/lib/score-board";
import { catalogue } from "../../worker/challenges/registry";

const challenge = (over: Partial<BoardChallenge> & Pick<BoardChallenge, "key">): BoardChallenge => ({
  name: over.key,
  category: "Injection",
  description: "A <code>description</code>",
  difficulty: 1,
  tags: null,
  solved: false,
  disabledEnv: null,
  tutorialOrder: null,
  codingChallengeStatus: 0,
  hasCodingChallenge: false,
  ...over,
});

const board = [
  challenge({ key: "a", name: "Login Admin", difficulty: 2, tags: "Tutorial,Good for Demos", tutorialOrder: 3, hasCodingChallenge: true, solved: true, codingChallengeStatus: 1 }),
  challenge({ key: "b", name: "DOM XSS", category: "XSS", description: "Run an <b>iframe</b> payload", tutorialOrder: 2, hasCodingChallenge: true, solved: true, codingChallengeStatus: 2 }),
  challenge({ key: "c", name: "Score Board", category: "Miscellaneous", tutorialOrder: 1, tags: "Tutorial" }),
  challenge({ key: "d", name: "Database Schema", difficulty: 3, disabledEnv: "Docker" }),
  challenge({ key: "e", name: "User Credentials", difficulty: 4, hasCodingChallenge: true }),
];

describe("the score board's filter", () => {
  it("round-trips through the query string with the spec's names, leaving defaults out", () => {
    expect(filterToSearchParams(noFilter).toString()).toBe("");
    const filter = { searchQuery: "xss", difficulties: [1, 3], status: "partially-solved" as const, tags: ["Tutorial"], categories: ["XSS", "Injection"], showDisabledChallenges: false };
    const params = filterToSearchParams(filter);
    expect(params.toString()).toBe(
      "searchQuery=xss&difficulties=1%2C3&status=partially-solved&tags=Tutorial&categories=XSS%2CInjection&showDisabledChallenges=false",
    );
    expect(filterFromSearchParams(params)).toEqual(filter);
  });

  it("drops difficulties that are not numbers and statuses it does not know", () => {
    const filter = filterFromSearchParams(new URLSearchParams("difficulties=2,x,5&status=nonsense"));
    expect(filter.difficulties).toEqual([2, 5]);
    expect(filter.status).toBeNull();
  });

  it("searches names and descriptions without their HTML, ignoring case", () => {
    const keys = (searchQuery: string) => filterChallenges(board, { ...noFilter, searchQuery }).map((c) => c.key);
    expect(keys("dom")).toEqual(["b"]);
    expect(keys("IFRAME PAYLOAD")).toEqual(["b"]);
    expect(keys("<b>")).toEqual([]);
  });

  it("combines difficulty, status, tags, categories and the disabled toggle", () => {
    const keys = (over: Partial<typeof noFilter>) => filterChallenges(board, { ...noFilter, ...over }).map((c) => c.key);
    expect(keys({ difficulties: [1, 2] })).toEqual(["a", "b", "c"]);
    expect(keys({ status: "partially-solved" })).toEqual(["a"]);
    expect(keys({ status: "solved" })).toEqual(["b"]);
    expect(keys({ status: "unsolved" })).toEqual(["c", "d", "e"]);
    expect(keys({ tags: ["Tutorial"] })).toEqual(["a", "c"]);
    expect(keys({ categories: ["XSS", "Miscellaneous"] })).toEqual(["b", "c"]);
    expect(keys({ showDisabledChallenges: false })).toEqual(["a", "b", "c", "e"]);
  });

  it("counts a solved challenge with a coding challenge as solved only with Fix It done", () => {
    expect(board.map(statusOf)).toEqual(["partially-solved", "solved", "unsolved", "unsolved", "unsolved"]);
  });
});

describe("tutorial mode", () => {
  it("is on while configured and a tutorial challenge is unsolved", () => {
    expect(isTutorialMode(true, board)).toBe(true);
    expect(isTutorialMode(false, board)).toBe(false);
    expect(isTutorialMode(true, board.map((c) => ({ ...c, solved: true })))).toBe(false);
  });

  it("lists only tutorial challenges up to the lowest difficulty with an unsolved one", () => {
    expect(tutorialChallenges(board).map((c) => c.key)).toEqual(["b", "c"]);
    const scoreBoardSolved = board.map((c) => (c.key === "c" ? { ...c, solved: true } : { ...c, solved: c.key === "b" ? true : false }));
    expect(tutorialChallenges(scoreBoardSolved).map((c) => c.key)).toEqual(["a", "b", "c"]);
  });
});

describe("the score cards", () => {
  it("count hacking challenges, coding parts (two per coding challenge) and three per coding challenge by difficulty", () => {
    expect(hackingProgress(board)).toEqual({ solved: 2, total: 5, percent: 40 });
    expect(codingProgress(board)).toEqual({ solved: 3, total: 6, percent: 50 });
    expect(difficultySummaries(board)).toEqual([
      { difficulty: 1, solved: 3, available: 4 },
      { difficulty: 2, solved: 2, available: 3 },
      { difficulty: 3, solved: 0, available: 1 },
      { difficulty: 4, solved: 0, available: 3 },
      { difficulty: 5, solved: 0, available: 0 },
      { difficulty: 6, solved: 0, available: 0 },
    ]);
  });

  it("hide the coding button when switched off and disable it for unsolved challenges unless always open", () => {
    const [solved, , , , unsolved] = board;
    expect(codingButton("never", solved!)).toBe("hidden");
    expect(codingButton("solved", solved!)).toBe("enabled");
    expect(codingButton("solved", unsolved!)).toBe("disabled");
    expect(codingButton("always", unsolved!)).toBe("enabled");
    expect(codingButton("always", board[2]!)).toBe("hidden");
  });
});

describe("the coding dialog's diff", () => {
  it("keeps common lines and puts removed lines before the added ones", () => {
    const diff = diffLines("a\nb\nc\nd", "a\nB\nc\nd\ne");
    expect(diff.map((l) => `${l.kind[0]} ${l.text}`)).toEqual(["s a", "r b", "a B", "s c", "s d", "a e"]);
    expect([diff[2]!.before, diff[2]!.after]).toEqual([undefined, 2]);
    expect(sideBySide(diff).map((r) => [r.left?.text ?? null, r.right?.text ?? null])).toEqual([
      ["a", "a"],
      ["b", "B"],
      ["c", "c"],
      ["d", "d"],
      [null, "e"],
    ]);
  });

  it("folds long unchanged runs, keeping three lines of context and single lines", () => {
    const rows = [..."ssssssxsssssxssssss"];
    const kept = foldUnchanged(rows, (r) => r === "x").map((r) => (typeof r === "string" ? r : `(${r.folded})`));
    expect(kept.join("")).toBe("(3)sssxsssssxsss(3)");
    expect(foldUnchanged([..."sxsssssx"], (r) => r === "x")).toEqual([..."sxsssssx"]);
    expect(foldUnchanged([..."sssssxsssss"], (r) => r === "x")).toEqual([{ folded: 2 }, ..."sssxsss", { folded: 2 }]);
  });

  it("highlights keywords, strings and comments", () => {
    expect(highlightLine('const q = "x"; // note', "typescript")).toEqual([
      { kind: "keyword", text: "const" },
      { kind: "plain", text: " q = " },
      { kind: "string", text: '"x"' },
      { kind: "plain", text: "; " },
      { kind: "comment", text: "// note" },
    ]);
    expect(highlightLine("answer: 42 # why", "yaml").map((t) => t.kind)).toEqual(["key", "plain", "number", "plain", "comment"]);
  });
});

describe("the progress backup", () => {
  it("is named by the configured prefix or the shop's name, and the date", () => {
    const date = new Date("2026-11-23T10:00:00Z");
    expect(backupFileName("Squeeze Juice Shop", undefined, date)).toBe("squeeze-juice-shop-2026-11-23.json");
    expect(backupFileName("Squeeze", "cohort-7", date)).toBe("cohort-7-2026-11-23.json");
  });

  it("reads a version 1 file and refuses others with the spec's messages", () => {
    const file = { version: 1, banners: { welcomeBannerStatus: "dismiss" }, language: "en", continueCode: "abc123", continueCodeFindIt: "x9" };
    expect(parseBackup(JSON.stringify(file))).toEqual({
      version: 1,
      banners: { welcomeBannerStatus: "dismiss", cookieConsentStatus: undefined },
      language: "en",
      continueCode: "abc123",
      continueCodeFindIt: "x9",
      continueCodeFixIt: undefined,
    });
    expect(() => parseBackup(JSON.stringify({ ...file, version: 2 }))).toThrow("Version 2 is incompatible with expected version 1");
    expect(() => parseBackup("{not json")).toThrow(/^Backup restore operation failed: /);
    expect(() => parseBackup(JSON.stringify({ ...file, continueCode: "a;b=c" }))).toThrow("Backup restore operation failed: continueCode is not a continue code");
  });
});

describe("the hacking instructor's scripts", () => {
  const texts = en as Record<string, string>;

  it("exist for exactly the tutorial challenges", () => {
    const tutorialKeys = catalogue.filter((c) => c.tutorialOrder !== null).map((c) => c.key);
    expect(Object.keys(tutorials).sort()).toEqual(tutorialKeys.sort());
  });

  it.each(Object.entries(tutorials))("%s: every step has its text, and ends the tutorial on a step of its own", (_key, steps) => {
    for (const step of steps) {
      expect(texts[step.text], step.text).toBeTruthy();
      expect(texts[step.text]!.includes("{{payload}}"), `${step.text} and its payload`).toBe(step.payload !== undefined);
    }
    expect(steps.some((s) => s.until.kind === "solved")).toBe(true);
    expect(steps[steps.length - 1]!.until.kind).toBe("next");
  });
});
