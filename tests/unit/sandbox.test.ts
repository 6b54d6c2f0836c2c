import { beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "../../worker/lib/sandbox-core";
import { nodeSandbox } from "../support/quickjs";

let sandbox: Sandbox;
let broken = 0;
beforeAll(async () => {
  sandbox = await nodeSandbox(() => broken++);
});

describe("the QuickJS sandbox core", () => {
  it("returns the last expression's value as JSON", () => {
    expect(sandbox.evaluate("[1, 2, 3].map((x) => x * 2)")).toEqual({ ok: true, value: [2, 4, 6] });
    expect(sandbox.evaluate("({ a: 'b', n: null })")).toEqual({ ok: true, value: { a: "b", n: null } });
    expect(sandbox.evaluate("undefined")).toEqual({ ok: true, value: undefined });
  });

  it("sees the globals it was given, as copies", () => {
    const user = { name: "Ann", tags: ["a"] };
    const result = sandbox.evaluate("user.tags.push('b'); `${user.name} ${user.tags.length} ${limit * 2}`", { globals: { user, limit: 21 } });
    expect(result).toEqual({ ok: true, value: "Ann 2 42" });
    expect(user.tags).toEqual(["a"]);
  });

  it("calls synchronous host functions with JSON arguments and takes their JSON results", () => {
    const calls: unknown[][] = [];
    const result = sandbox.evaluate("double(21) + lookup('x').n", {
      functions: {
        double: (n) => (calls.push([n]), Number(n) * 2),
        lookup: (key) => ({ n: String(key).length }),
      },
    });
    expect(result).toEqual({ ok: true, value: 43 });
    expect(calls).toEqual([[21]]);
  });

  it("turns a host function's exception into a guest error the guest can catch", () => {
    const functions = {
      fail: () => {
        throw new Error("no such order");
      },
    };
    expect(sandbox.evaluate("fail()", { functions })).toEqual({ ok: false, failure: { kind: "error", name: "Error", message: "no such order" } });
    expect(sandbox.evaluate("try { fail() } catch (e) { 'caught ' + e.message }", { functions })).toEqual({ ok: true, value: "caught no such order" });
  });

  it("reports guest errors with name and message", () => {
    expect(sandbox.evaluate("null.x")).toMatchObject({ ok: false, failure: { kind: "error", name: "TypeError" } });
    expect(sandbox.evaluate("this.product == (")).toMatchObject({ ok: false, failure: { kind: "error", name: "SyntaxError" } });
    expect(sandbox.evaluate("throw 'plain'")).toEqual({ ok: false, failure: { kind: "error", name: "Error", message: "Uncaught plain" } });
    expect(sandbox.evaluate("nope")).toEqual({ ok: false, failure: { kind: "error", name: "ReferenceError", message: "'nope' is not defined" } });
  });

  it("stops an endless loop by its interrupt budget", () => {
    expect(sandbox.evaluate("while (true) {}")).toEqual({ ok: false, failure: expect.objectContaining({ kind: "timeout" }) });
    expect(sandbox.evaluate("for (;;) { try { while (true) {} } catch (e) {} }")).toMatchObject({ ok: false, failure: { kind: "timeout" } });
  });

  it("stops a runaway regular expression", () => {
    expect(sandbox.evaluate("/(a+)+$/.test('a'.repeat(40) + 'b')", { limits: { interrupts: 100 } })).toMatchObject({
      ok: false,
      failure: { kind: "timeout" },
    });
  });

  it("lets honest work finish within the default budget", () => {
    expect(sandbox.evaluate("let s = 0; for (let i = 0; i < 1e6; i++) s += i; s")).toEqual({ ok: true, value: 499999500000 });
  });

  it("shares one budget across the runs and calls of a session", () => {
    const session = sandbox.session({ limits: { interrupts: 50 } });
    try {
      expect(session.run("function spin(n) { let s = 0; for (let i = 0; i < n; i++) s += i; return s }; 1").ok).toBe(true);
      let result = session.call("spin", { args: [100_000] });
      for (let i = 0; i < 100 && result.ok; i++) result = session.call("spin", { args: [100_000] });
      expect(result).toMatchObject({ ok: false, failure: { kind: "timeout" } });
      expect(session.exhausted).toBe(true);
      expect(session.run("1 + 1")).toMatchObject({ ok: false, failure: { kind: "timeout" } });
    } finally {
      session.dispose();
    }
  });

  it("binds this for calls", () => {
    const session = sandbox.session();
    try {
      session.run("function where() { return this.product == 3 }");
      expect(session.call("where", { thisValue: { product: 3 } })).toEqual({ ok: true, value: true });
      expect(session.call("where", { thisValue: { product: 4 } })).toEqual({ ok: true, value: false });
      expect(session.call("missing")).toMatchObject({ ok: false, failure: { kind: "error", name: "TypeError" } });
    } finally {
      session.dispose();
    }
  });

  it("stops a memory hog, and the module keeps working", () => {
    expect(sandbox.evaluate("const a = []; while (true) a.push(new Array(100000).fill(1))", { limits: { interrupts: 1e9 } })).toMatchObject({
      ok: false,
      failure: { kind: "memory" },
    });
    expect(sandbox.evaluate("'still alive ' + 6 * 7")).toEqual({ ok: true, value: "still alive 42" });
  });

  it("survives a stack overflow", () => {
    expect(sandbox.evaluate("function f(n) { return f(n + 1) + 1 } f(0)")).toMatchObject({
      ok: false,
      failure: { kind: "error", name: "InternalError", message: "stack overflow" },
    });
    expect(sandbox.evaluate("2 + 2")).toEqual({ ok: true, value: 4 });
  });

  it("gives the guest no way out", () => {
    const seen = sandbox.evaluate(
      "[typeof fetch, typeof require, typeof process, typeof WebAssembly, typeof setTimeout, typeof importScripts, typeof caches, typeof crypto].join()",
    );
    expect(seen).toEqual({ ok: true, value: Array(8).fill("undefined").join() });
  });

  it("never broke the module in all of the above", () => {
    expect(broken).toBe(0);
  });
});
