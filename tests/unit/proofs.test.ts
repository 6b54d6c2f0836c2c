import { describe, expect, it } from "vitest";
import { ledger, playwrightObservers, provenBy, solveAnnotation, vitestObservers } from "../support/proofs";

// The proof ledger's reading of the runners' reports (tests/proofs/ applies it to a whole run).
describe("the proof ledger", () => {
  it("counts the last value a test saw of each key: a poll's early false is no proof", () => {
    expect([...provenBy(["a=false", "a=false", "a=true", "b=false"])]).toEqual([
      ["a", true],
      ["b", false],
    ]);
  });

  it("reads passing tests only (a retry that passed counts with what it saw), from both runners", () => {
    const vitest = {
      testResults: [
        {
          name: "/x/tests/challenges/a.test.ts",
          assertionResults: [
            { fullName: "exploit", status: "passed", meta: { solves: ["a=false", "a=true"] } },
            { fullName: "ordinary use", status: "passed", meta: { solves: ["a=false"] } },
            { fullName: "broken", status: "failed", meta: { solves: ["b=true"] } },
            { fullName: "no look", status: "passed", meta: {} },
          ],
        },
      ],
    };
    const annotations = (...seen: string[]) => seen.map((description) => ({ type: solveAnnotation, description }));
    const playwright = {
      suites: [
        {
          title: "b.spec.ts",
          specs: [
            { title: "b solved", file: "b.spec.ts", tests: [{ status: "expected", results: [{ status: "passed", annotations: annotations("b=true") }] }] },
            { title: "b flaky", file: "b.spec.ts", tests: [{ status: "flaky", results: [{ status: "failed" }, { status: "passed", annotations: annotations("b=false") }] }] },
          ],
          suites: [{ title: "nested", specs: [{ title: "c", file: "b.spec.ts", tests: [{ status: "unexpected", results: [{ status: "failed", annotations: annotations("c=true") }] }] }] }],
        },
      ],
    };
    const proofs = ledger([...vitestObservers(vitest), ...playwrightObservers(playwright)]);
    expect(proofs.get("a")).toEqual({ solved: ["/x/tests/challenges/a.test.ts › exploit"], unsolved: ["/x/tests/challenges/a.test.ts › ordinary use"] });
    expect(proofs.get("b")).toEqual({ solved: ["b.spec.ts › b solved"], unsolved: ["b.spec.ts › b flaky"] });
    expect(proofs.has("c")).toBe(false);
  });
});
