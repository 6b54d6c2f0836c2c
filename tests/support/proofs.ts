/**
 * The proof ledger: every challenge needs a passing test that saw it solved through
 * `GET /api/Challenges/?key=` after an exploit, and one that saw it unsolved after ordinary use.
 * The `isSolved` helpers (tests/support/instance.ts for vitest, tests/e2e/fixtures.ts for
 * Playwright) record what each test saw into the test's own result (vitest: the task's meta;
 * Playwright: an annotation), which the runners' JSON reports carry. After both runs, `npm test`
 * checks the ledger against the registry (tests/proofs/), so a key nobody proves both ways fails
 * the run, whatever strings the test files contain.
 */

declare module "@vitest/runner" {
  interface TaskMeta {
    /** What the test saw, in order: "key=true" or "key=false". */
    solves?: string[];
  }
}

/** The Playwright annotation type of one observation. */
export const solveAnnotation = "solve-observed";

export const observation = (key: string, solved: boolean) => `${key}=${solved}`;

/**
 * What one test proves: per key, the last value it saw. A poll (`expect.poll(() => isSolved(…))`)
 * sees "false" until the solve lands; only where the test ended counts.
 */
export function provenBy(observations: readonly string[]): Map<string, boolean> {
  const proven = new Map<string, boolean>();
  for (const seen of observations) {
    const match = /^(.+)=(true|false)$/.exec(seen);
    if (match) proven.set(match[1]!, match[2] === "true");
  }
  return proven;
}

/** A passing test and what it saw. */
export interface ObservingTest {
  name: string;
  observations: string[];
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string; meta?: { solves?: string[] } }[] }[];
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { annotations?: { type: string; description?: string }[]; results: { status: string; annotations?: { type: string; description?: string }[] }[]; status: string }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** The passing tests of a vitest JSON report, with what they saw. */
export function vitestObservers(report: VitestReport): ObservingTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === "passed" && t.meta?.solves?.length)
      .map((t) => ({ name: `${file.name} › ${t.fullName}`, observations: t.meta!.solves! })),
  );
}

/** The passing tests of a Playwright JSON report, with what they saw (from its final, passing try). */
export function playwrightObservers(report: { suites: PlaywrightSuite[] }): ObservingTest[] {
  const specs = (suite: PlaywrightSuite): PlaywrightSpec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return report.suites.flatMap(specs).flatMap((spec) =>
    spec.tests
      // "flaky": passed on a retry; what that passing try saw counts.
      .filter((t) => t.status === "expected" || t.status === "flaky")
      .map((t) => {
        const passing = t.results.findLast((r) => r.status === "passed");
        const annotations = passing?.annotations ?? t.annotations ?? [];
        return { name: `${spec.file} › ${spec.title}`, observations: annotations.filter((a) => a.type === solveAnnotation).map((a) => a.description ?? "") };
      })
      .filter((t) => t.observations.length > 0),
  );
}

/** Per key, the passing tests that ended seeing it solved, and those that ended seeing it unsolved. */
export function ledger(tests: readonly ObservingTest[]): Map<string, { solved: string[]; unsolved: string[] }> {
  const byKey = new Map<string, { solved: string[]; unsolved: string[] }>();
  for (const test of tests) {
    for (const [key, solved] of provenBy(test.observations)) {
      const entry = byKey.get(key) ?? { solved: [], unsolved: [] };
      (solved ? entry.solved : entry.unsolved).push(test.name);
      byKey.set(key, entry);
    }
  }
  return byKey;
}
