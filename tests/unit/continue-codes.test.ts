import { describe, expect, it } from "vitest";
import { decodeProgress, encodeProgress } from "../../worker/challenges/continue-codes";

describe("continue codes", () => {
  it("round-trips ids for every kind of progress, sorted", () => {
    for (const kind of ["hacking", "findIt", "fixIt"] as const) {
      const code = encodeProgress(kind, [6, 1, 3]);
      expect(code).toMatch(/^[a-zA-Z0-9]{60,}$/);
      expect(decodeProgress(kind, code)).toEqual([1, 3, 6]);
    }
  });

  it("uses a different salt per kind", () => {
    const hacking = encodeProgress("hacking", [1, 2]);
    expect(encodeProgress("findIt", [1, 2])).not.toBe(hacking);
    expect(decodeProgress("fixIt", hacking)).toBeNull();
  });

  it("rejects what is not a code", () => {
    expect(decodeProgress("hacking", "")).toBeNull();
    expect(decodeProgress("hacking", "abc-def")).toBeNull();
    expect(decodeProgress("hacking", "x".repeat(60))).toBeNull();
  });

  it("matches the reference shop's hashids parameters", () => {
    // hashids("this is my salt", 60, alnum alphabet) of [1] is fixed by those parameters alone.
    const code = encodeProgress("hacking", [1]);
    expect(code).toHaveLength(60);
    expect(decodeProgress("hacking", code)).toEqual([1]);
  });
});
