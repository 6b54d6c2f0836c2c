import { beforeAll, describe, expect, it } from "vitest";
import { checkFilter, matches, type DocumentBody } from "../../worker/lib/document-query";
import { openWhere, WhereFailure, whereSleepCaps } from "../../worker/lib/document-where";
import type { Sandbox } from "../../worker/lib/sandbox-core";
import { nodeSandbox } from "../support/quickjs";

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await nodeSandbox();
});

const reviews: DocumentBody[] = [1, 1, 2, 3].map((product, i) => ({ _id: `r${i}`, product, message: `m${i}`, likedBy: [] }));

/** Runs a filter over the reviews with one $where session, as the store does. */
function query(filter: Record<string, unknown>) {
  checkFilter(filter);
  const run = openWhere(sandbox);
  try {
    return { ids: reviews.filter((doc) => matches(doc, filter, run.evaluate)).map((d) => d._id), sleepMs: run.sleepMs };
  } finally {
    run.dispose();
  }
}

describe("$where in the sandbox", () => {
  it("takes an expression with this bound to each document", () => {
    expect(query({ $where: "this.product == 1" }).ids).toEqual(["r0", "r1"]);
    expect(query({ $where: "obj.product > 1" }).ids).toEqual(["r2", "r3"]);
  });

  it("takes a function body or a function", () => {
    expect(query({ $where: "const p = this.product; return p === 2" }).ids).toEqual(["r2"]);
    expect(query({ $where: "function () { return this.product === 3 }" }).ids).toEqual(["r3"]);
  });

  it("combines with the other operators", () => {
    expect(query({ product: { $gt: 1 }, $where: "this.message.endsWith('3')" }).ids).toEqual(["r3"]);
    expect(query({ $or: [{ product: 2 }, { $where: "this._id === 'r0'" }] }).ids).toEqual(["r0", "r2"]);
  });

  it("lets an injected always-true clause return everything", () => {
    const orderId = "' || true || '";
    expect(query({ $where: `this._id === '${orderId}'` }).ids).toHaveLength(reviews.length);
  });

  it("records sleep() without blocking, capped per call and per query", () => {
    const started = performance.now();
    expect(query({ $where: "this.product == sleep(500)" })).toEqual({ ids: [], sleepMs: 2_000 });
    expect(query({ $where: "this.product == sleep(1500)" }).sleepMs).toBe(whereSleepCaps.perQuery);
    expect(query({ $where: "this.product == 1 && sleep(300)" }).sleepMs).toBe(600);
    expect(query({ $where: "sleep(1e9) || this.product == 3" }).sleepMs).toBe(whereSleepCaps.perQuery);
    expect(query({ $where: "this._id === 'r0' && sleep(1e9)" }).sleepMs).toBe(whereSleepCaps.perCall);
    expect(query({ $where: "sleep(-5) || sleep('x') || sleep(NaN) || true" }).sleepMs).toBe(0);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("fails with the guest's error", () => {
    expect(() => query({ $where: "this.product == abc" })).toThrow(/\$where failed: ReferenceError/);
    expect(() => query({ $where: "this.product == (" })).toThrow(/SyntaxError/);
  });

  it("stops an endless loop with one budget for the whole query", () => {
    try {
      query({ $where: "while (true) {}" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(WhereFailure);
      expect((error as WhereFailure).failure.kind).toBe("timeout");
    }
  });

  it("cannot reach the host", () => {
    expect(query({ $where: "typeof fetch === 'undefined' && typeof process === 'undefined' && typeof setTimeout === 'undefined'" }).ids).toHaveLength(4);
  });
});
