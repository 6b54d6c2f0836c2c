import { describe, expect, it } from "vitest";
import { firstTopLevelValues } from "../../worker/lib/json-first-values";

describe("the first value of each top-level key", () => {
  it("keeps what came first, where JSON.parse keeps what came last", () => {
    const text = '{"ProductId": 1, "BasketId": "1", "quantity": 1, "BasketId": "2"}';
    expect(JSON.parse(text).BasketId).toBe("2");
    expect(firstTopLevelValues(text)?.get("BasketId")).toBe("1");
  });

  it("reads nested values, strings with escapes and commas, and empty objects", () => {
    const text = `{ "a": ${JSON.stringify({ x: [1, { y: "}" }] })}, "b": ${JSON.stringify('q"uo,te}')}, "c": null, "d": [] , "a": 2 }`;
    expect(JSON.parse(text).a).toBe(2);
    const values = firstTopLevelValues(text);
    expect(values?.get("a")).toEqual({ x: [1, { y: "}" }] });
    expect(values?.get("b")).toBe('q"uo,te}');
    expect(values?.get("c")).toBeNull();
    expect(values?.get("d")).toEqual([]);
    expect(firstTopLevelValues("{}")?.size).toBe(0);
  });

  it("refuses what is not an object", () => {
    for (const text of ["[]", '"x"', "1", "{", '{"a" 1}', '{"a": }', "{a: 1}"]) expect(firstTopLevelValues(text), text).toBeNull();
  });
});
