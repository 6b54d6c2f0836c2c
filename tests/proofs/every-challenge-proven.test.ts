import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../worker/challenges/registry";
import { ledger, playwrightObservers, vitestObservers } from "../support/proofs";
import { root } from "../support/sources";

/**
 * Runs last in `npm test` (scripts/test.mjs), over the JSON reports the two runners just wrote:
 * every challenge of the registry has a passing test that ended seeing it solved through
 * GET /api/Challenges/?key= (after its exploit) and one that ended seeing it unsolved (after
 * ordinary use). What counts is what the tests saw (tests/support/proofs.ts), not what they name.
 */
const folder = process.env.SQUEEZE_TEST_REPORTS ?? join(root, ".test-reports");
const reports = { vitest: join(folder, "vitest.json"), playwright: join(folder, "playwright.json") };

describe("every challenge is proven both ways by the tests that just ran", () => {
  const missing = Object.values(reports).filter((path) => !existsSync(path));
  it("has both runners' reports (npm test writes them)", () => {
    expect(missing, "run npm test: this check reads the reports of a whole run").toEqual([]);
  });
  if (missing.length > 0) return;
  const proofs = ledger([
    ...vitestObservers(JSON.parse(readFileSync(reports.vitest, "utf8"))),
    ...playwrightObservers(JSON.parse(readFileSync(reports.playwright, "utf8"))),
  ]);

  it.each(catalogue.map((c) => [c.key] as const))("%s: seen solved after an exploit, and unsolved after ordinary use", (key) => {
    const proof = proofs.get(key) ?? { solved: [], unsolved: [] };
    expect(proof.solved.length, `${key}: no passing test ended seeing it solved (isSolved after its exploit)`).toBeGreaterThan(0);
    expect(proof.unsolved.length, `${key}: no passing test ended seeing it unsolved (isSolved after ordinary use)`).toBeGreaterThan(0);
  });
});
