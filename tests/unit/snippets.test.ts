import { describe, expect, it } from "vitest";
import { catalogue } from "../../worker/challenges/registry";
import { snippetsOf, type Snippet } from "../../worker/challenges/snippet-markers";
import { applyFix, codingChallengeKeys, findItHint, isRightSelection, snippetOf } from "../../worker/challenges/snippets";
import type { CodeFix } from "../../worker/challenges/types";
import { sourceFiles } from "../support/sources";

const marker = "vuln-code-snippet";
/** Source text with `@` standing for the marker word, so this file holds no markers of its own. */
const source = (...lines: string[]) => lines.join("\n").replaceAll("@", marker);

describe("reading a snippet from its fence", () => {
  it("drops the markers and the fence's note, numbers the vulnerable and neutral lines, and dedents", () => {
    const [snippet] = snippetsOf(
      "worker/routes/x.ts",
      source(
        "function outside() {}",
        "  // @ start aChallenge",
        "  // Why this is vulnerable on purpose,",
        "  // over two lines.",
        "  const query = build(input); // @ neutral-line aChallenge",
        "  run(`SELECT ${query}`); // @ vuln-line aChallenge",
        "  // an ordinary comment stays",
        "  return done;",
        "  // @ end aChallenge",
      ),
    );
    expect(snippet).toEqual<Snippet>({
      key: "aChallenge",
      path: "worker/routes/x.ts",
      language: "typescript",
      snippet: ["const query = build(input);", "run(`SELECT ${query}`);", "// an ordinary comment stays", "return done;"].join("\n"),
      vulnLines: [2],
      neutralLines: [1],
    });
  });

  it("leaves hidden lines out, for every key or only the keys named, without leaving double gaps", () => {
    const text = source(
      "// @ start aChallenge bChallenge",
      "first(); // @ vuln-line aChallenge bChallenge",
      "",
      "// @ hide-start",
      "detect();",
      "// @ hide-end",
      "",
      "onlyB(); // @ hide-line aChallenge",
      "report(); // @ hide-line",
      "last(); // @ vuln-line bChallenge",
      "// @ end aChallenge bChallenge",
    );
    const [a, b] = snippetsOf("x.ts", text);
    expect(a!.snippet).toBe("first();\n\nlast();");
    expect(a!.vulnLines).toEqual([1]);
    expect(b!.snippet).toBe("first();\n\nonlyB();\nlast();");
    expect(b!.vulnLines).toEqual([1, 4]);
  });

  it("reads JSX and YAML comments and nested fences", () => {
    const [inner, outer] = snippetsOf(
      "app/x.tsx",
      source(
        "{/* @ start outerChallenge */}",
        "<div>",
        "  {/* @ start innerChallenge */}",
        "  {/* The inner fence's note. */}",
        "  <span dangerouslySetInnerHTML={{ __html: q }} /> {/* @ vuln-line innerChallenge outerChallenge */}",
        "  {/* @ end innerChallenge */}",
        "</div>",
        "{/* @ end outerChallenge */}",
      ),
    );
    expect(inner).toMatchObject({ key: "innerChallenge", snippet: "<span dangerouslySetInnerHTML={{ __html: q }} />", vulnLines: [1] });
    expect(outer).toMatchObject({ key: "outerChallenge", snippet: "<div>\n  <span dangerouslySetInnerHTML={{ __html: q }} />\n</div>", vulnLines: [2] });
    const [yaml] = snippetsOf("data/x.yml", source("# @ start yChallenge", "- answer: secret # @ vuln-line yChallenge", "# @ end yChallenge"));
    expect(yaml).toMatchObject({ language: "yaml", snippet: "- answer: secret", vulnLines: [1] });
  });

  it.each([
    ["an end without its start", ["// @ end aChallenge"], /closes no matching start/],
    ["a start never ended", ["// @ start aChallenge", "x();"], /never ended/],
    ["ends in the wrong order", ["// @ start aChallenge", "// @ start bChallenge", "// @ end aChallenge", "// @ end bChallenge"], /closes no matching/],
    ["a vuln-line outside its fence", ["x(); // @ vuln-line aChallenge"], /outside its fence/],
    ["a start that names no key", ["// @ start", "// @ end"], /names no challenge key/],
    ["a vuln-line on a line of its own", ["// @ start aChallenge", "// @ vuln-line aChallenge", "// @ end aChallenge"], /must end a line of code/],
    ["a start after code", ["x(); // @ start aChallenge", "// @ end aChallenge"], /line of its own/],
    ["a marker that is not a comment", ['const s = "@ start aChallenge";'], /unreadable/],
  ])("refuses %s", (_name, lines, error) => {
    expect(() => snippetsOf("x.ts", source(...lines))).toThrow(error);
  });

  it("ignores the marker word where it is only mentioned", () => {
    expect(snippetsOf("x.ts", `// The ${marker} fences hold the vulnerable code.`)).toEqual([]);
  });
});

describe("Find It verdicts", () => {
  const snippet = { vulnLines: [3, 4], neutralLines: [2] };

  it("is right when every vulnerable line and nothing outside the vulnerable and neutral lines is selected", () => {
    expect(isRightSelection(snippet, [3, 4])).toBe(true);
    expect(isRightSelection(snippet, [4, 3, 2])).toBe(true);
    expect(isRightSelection(snippet, [3])).toBe(false);
    expect(isRightSelection(snippet, [3, 4, 5])).toBe(false);
    expect(isRightSelection(snippet, [])).toBe(false);
  });

  it("reveals one hint per wrong answer, then names the lines", () => {
    const coding = { fixes: [], hints: ["first", "second"] };
    expect([1, 2, 3].map((n) => findItHint({ key: "x", coding }, snippet, n))).toEqual(["first", "second", "Lines 3, 4 hold the flaw. Select them and submit."]);
    expect(findItHint({ key: "x", coding }, { vulnLines: [7] }, 5)).toBe("Line 7 holds the flaw. Select it and submit.");
  });
});

describe("Fix It options", () => {
  it("apply their edits to the snippet", () => {
    expect(applyFix("a = 1;\nb = 2;", { edits: [{ from: "b = 2", to: "b = 3" }], explanation: "", correct: true })).toBe("a = 1;\nb = 3;");
  });

  it("refuse edits that no longer match exactly once", () => {
    expect(() => applyFix("a;\na;", { edits: [{ from: "a;", to: "b;" }], explanation: "", correct: false })).toThrow(/exactly once/);
    expect(() => applyFix("a;", { edits: [{ from: "c;", to: "b;" }], explanation: "", correct: false })).toThrow(/exactly once/);
  });
});

/**
 * The reference catalogue's coding challenges (../shared/CHALLENGES.md, "The 33 coding
 * challenges"): only these have a Find It / Fix It part, and each of them gets one as soon as its
 * vulnerability is in the code.
 */
const referenceCodingChallenges = new Set([
  "accessLogDisclosureChallenge", "adminSectionChallenge", "changeProductChallenge", "chatbotGreedyInjectionChallenge",
  "chatbotPromptInjectionChallenge", "dbSchemaChallenge", "directoryListingChallenge", "exposedMetricsChallenge",
  "forgedReviewChallenge", "localXssChallenge", "loginAdminChallenge", "loginBenderChallenge", "loginJimChallenge",
  "nftMintChallenge", "nftUnlockChallenge", "noSqlReviewsChallenge", "redirectChallenge", "redirectCryptoCurrencyChallenge",
  "registerAdminChallenge", "resetPasswordBenderChallenge", "resetPasswordBjoernChallenge", "resetPasswordBjoernOwaspChallenge",
  "resetPasswordJimChallenge", "resetPasswordMortyChallenge", "resetPasswordUvoginChallenge", "restfulXssChallenge",
  "scoreBoardChallenge", "tokenSaleChallenge", "unionSqlInjectionChallenge", "weakPasswordChallenge", "web3SandboxChallenge",
  "web3WalletChallenge", "xssBonusChallenge",
]);

/** The snippet's line numbers that a fix's edits replace (in part or whole). */
function linesEdited(snippet: string, fix: CodeFix): Set<number> {
  const lineAt = (offset: number) => snippet.slice(0, offset).split("\n").length;
  const edited = new Set<number>();
  for (const { from } of fix.edits) {
    const at = snippet.indexOf(from);
    for (let n = lineAt(at); n <= lineAt(at + from.length - 1); n++) edited.add(n);
  }
  return edited;
}

describe("the coding challenges are consistent with the code (markers, snippets, fixes, explanations)", () => {
  const extracted = sourceFiles().flatMap(({ path, text }) => snippetsOf(path, text));
  const fencedKeys = new Set(extracted.map((s) => s.key));
  const coding = catalogue.flatMap((c) => (c.coding ? [{ ...c, coding: c.coding }] : []));

  it("only the reference catalogue's coding challenges have one, and each has one once its vulnerability is fenced", () => {
    expect(coding.map((c) => c.key).filter((key) => !referenceCodingChallenges.has(key))).toEqual([]);
    const missing = catalogue.filter((c) => referenceCodingChallenges.has(c.key) && fencedKeys.has(c.key) && !c.coding);
    expect(missing.map((c) => `${c.key}: add coding { fixes, hints } to its module`)).toEqual([]);
    expect([...codingChallengeKeys]).toEqual(coding.map((c) => c.key));
  });

  it.each(coding.map((c) => [c.key, c] as const))("%s", (key, challenge) => {
    const own = extracted.filter((s) => s.key === key);
    expect(own.map((s) => s.path), `${key} needs exactly one vuln-code-snippet fence`).toHaveLength(1);
    const snippet = own[0]!;
    // The build baked the same snippet into the worker (scripts/vite-plugins.mjs).
    expect(snippetOf(key)).toEqual(snippet);

    const lines = snippet.snippet.split("\n");
    expect(snippet.vulnLines.length, `${key} marks no vuln-line`).toBeGreaterThan(0);
    for (const n of [...snippet.vulnLines, ...snippet.neutralLines]) expect(lines[n - 1]?.trim(), `${key} line ${n}`).toBeTruthy();

    const { fixes, hints } = challenge.coding;
    expect(hints.length).toBeGreaterThan(0);
    expect(new Set(hints).size).toBe(hints.length);
    expect(fixes.length).toBeGreaterThanOrEqual(3);
    expect(fixes.length).toBeLessThanOrEqual(4);
    expect(fixes.filter((f) => f.correct)).toHaveLength(1);
    expect(new Set(fixes.map((f) => f.explanation)).size, "every option explains itself").toBe(fixes.length);
    for (const fix of fixes) expect(fix.explanation.length).toBeGreaterThan(40);

    // Every option still fits the code: when a vulnerable route changes, its options must follow.
    const fixed = fixes.map((fix) => applyFix(snippet.snippet, fix));
    expect(fixed.every((code) => code !== snippet.snippet), "every option changes something").toBe(true);
    expect(new Set(fixed).size, "no two options are the same").toBe(fixes.length);
    // The right option rewrites every vulnerable line.
    const rewritten = linesEdited(snippet.snippet, fixes.find((f) => f.correct)!);
    for (const n of snippet.vulnLines) expect(rewritten.has(n), `${key}: the correct fix leaves line ${n} as it is`).toBe(true);
  });
});
