import { describe, expect, it } from "vitest";
import { decodeProgress, encodeProgress } from "../../worker/challenges/continue-codes";

/**
 * Known codes for known id lists. The hacking ones come from the reference shop's own test suites,
 * so trainers' saved codes and scripts keep working; the Find It and Fix It ones were computed
 * once with the salts of ../shared/CHALLENGES.md and are pinned here.
 */
const vectors = [
  ["hacking", [1, 2], "yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY"],
  ["hacking", [999], "69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDj"],
  ["hacking", [1, 3, 6], "xzmvo3yQBYaPpK8M9VE5Nmv2XL0agHEhLdjqRJ6eODZ7n1xw4kzrWbgl72L1"],
  ["findIt", [1, 2], "lQa9VVJOeDpgl9QBLR3w2oKW0MvZ2qhKAaGxnjYkdzb65qy71PmErXNBMjO5"],
  ["findIt", [4, 8], "ENwJzGgdXaNQnb6ME7xyOqDkWw94BXuGA1B3YRvjploerzVJ05mPKL2rKvX2"],
  ["fixIt", [1, 2], "gB0oXly8E3WYOnZD9Vj2MkzwrpqaJmUQAmPNXv7BR54gedbJQ6Lo0KGVQMNZ"],
  ["fixIt", [4, 8], "E5D0oZXK63J05p97oBGbmqwEnVL1zwunxQNW2OgeDMjPvzYky48rdlRm7KZe"],
] as const;

describe("continue codes", () => {
  it.each(vectors)("%s %j encodes as the reference shop's code", (kind, ids, code) => {
    expect(encodeProgress(kind, [...ids])).toBe(code);
    expect(decodeProgress(kind, code)).toEqual(ids);
  });

  it("sorts the ids before encoding", () => {
    expect(encodeProgress("hacking", [6, 1, 3])).toBe(vectors[2][2]);
  });

  it("keeps the kinds apart: a code of one kind does not decode as another", () => {
    expect(decodeProgress("fixIt", vectors[0][2])).toBeNull();
    expect(decodeProgress("hacking", vectors[3][2])).toBeNull();
  });

  it("rejects what is not a code", () => {
    expect(decodeProgress("hacking", "")).toBeNull();
    expect(decodeProgress("hacking", "abc-def")).toBeNull();
    expect(decodeProgress("hacking", "x".repeat(60))).toBeNull();
    expect(decodeProgress("hacking", "ThisIsDefinitelyNotAValidContinueCode")).toBeNull();
  });
});
