import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from "quickjs-emscripten-core";

/**
 * Runs untrusted JavaScript (a student's `$where`, template or order-line code) in QuickJS, inside
 * a WebAssembly module, never in the worker's own JavaScript. This file is the core: it is given
 * a QuickJS module and knows nothing of where the wasm came from, so unit tests run it in Node
 * with the wasm file compiled from node_modules, and the worker runs it with the bundled wasm
 * (sandbox-wasm.ts, loaded lazily through sandbox.ts).
 *
 * The guest sees plain ECMAScript: no fetch, timers, require, process or WebAssembly. Values
 * cross the boundary as JSON.
 */

/** What may cross into the guest and back. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A synchronous host function the guest may call. It gets the guest's arguments as JSON. */
export type HostFunction = (...args: unknown[]) => Json | undefined | void;

export interface SandboxLimits {
  /**
   * How many times the interrupt handler may be called before the guest is stopped, for the
   * session as a whole. QuickJS calls it about every 10,000 steps: 1,000 calls are roughly
   * 0.1-0.8 s; an honest loop of a million iterations needs about 200. Counted, never timed:
   * a deployed Worker's clock does not advance while JavaScript runs.
   */
  interrupts?: number;
  /** The guest's heap. The wasm memory itself is bounded too (sandbox-wasm.ts). */
  memoryBytes?: number;
  /** At most 256 KiB: a larger stack that overflows can abort the module when it is disposed. */
  stackBytes?: number;
}

export const defaultLimits: Required<SandboxLimits> = {
  interrupts: 1_000,
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 256 * 1024,
};
const maxStackBytes = 256 * 1024;

/** Why guest code produced no value. */
export type SandboxFailure =
  /** The interrupt budget ran out (an endless loop, a runaway regular expression). */
  | { kind: "timeout"; message: string }
  /** The guest's heap limit or the bounded wasm memory was reached. */
  | { kind: "memory"; message: string }
  /** The guest threw (a syntax error, a TypeError, `throw "x"`, a stack overflow). */
  | { kind: "error"; name: string; message: string };

export type SandboxResult<T = unknown> = { ok: true; value: T } | { ok: false; failure: SandboxFailure };

export interface SessionOptions {
  limits?: SandboxLimits;
  /** Global values the guest sees, copied in as JSON. */
  globals?: Record<string, Json>;
  /** Global functions the guest may call; they run synchronously in the host. */
  functions?: Record<string, HostFunction>;
}

/** Thrown by a host function to make the guest see an Error with this message. */
export class GuestVisibleError extends Error {}

const errorParts = (error: unknown): { name: string; message: string } => {
  if (error && typeof error === "object") {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof message === "string") return { name: typeof name === "string" ? name : "Error", message };
  }
  let text: string;
  try {
    text = typeof error === "string" ? error : JSON.stringify(error) ?? String(error);
  } catch {
    text = String(error);
  }
  return { name: "Error", message: `Uncaught ${text}` };
};

/**
 * One guest realm with one budget: values and functions defined by `run` stay for later calls,
 * and every call spends from the same interrupt budget (a query's `$where` over many documents
 * has one budget for the whole query). Synchronous from creation to `dispose()`; always dispose.
 */
export class SandboxSession {
  readonly #runtime: QuickJSRuntime;
  readonly #context: QuickJSContext;
  readonly #jsonParse: QuickJSHandle;
  readonly #budget: number;
  readonly #onBroken: () => void;
  #interrupts = 0;
  #disposed = false;
  #broken = false;

  constructor(module: QuickJSWASMModule, options: SessionOptions = {}, onBroken: () => void = () => {}) {
    const limits = { ...defaultLimits, ...options.limits };
    this.#budget = limits.interrupts;
    this.#onBroken = onBroken;
    this.#runtime = module.newRuntime({
      memoryLimitBytes: limits.memoryBytes,
      maxStackSizeBytes: Math.min(limits.stackBytes, maxStackBytes),
      interruptHandler: () => ++this.#interrupts > this.#budget,
    });
    this.#context = this.#runtime.newContext();
    const json = this.#context.getProp(this.#context.global, "JSON");
    this.#jsonParse = this.#context.getProp(json, "parse");
    json.dispose();
    for (const [name, value] of Object.entries(options.globals ?? {})) this.setGlobal(name, value);
    for (const [name, fn] of Object.entries(options.functions ?? {})) this.defineFunction(name, fn);
  }

  /** Interrupt-handler calls spent so far. */
  get interruptsUsed(): number {
    return this.#interrupts;
  }

  /** Whether the budget is spent: every further run fails at once with a timeout. */
  get exhausted(): boolean {
    return this.#interrupts > this.#budget;
  }

  setGlobal(name: string, value: Json): void {
    const handle = this.#toGuest(value);
    if (!handle.ok) throw new Error(`could not copy ${name} into the sandbox: ${handle.failure.message}`);
    this.#context.setProp(this.#context.global, name, handle.value);
    handle.value.dispose();
  }

  defineFunction(name: string, fn: HostFunction): void {
    const handle = this.#context.newFunction(name, (...args) => {
      try {
        const result = fn(...args.map((arg) => this.#context.dump(arg) as unknown));
        if (result === undefined) return this.#context.undefined;
        const converted = this.#toGuest(result);
        if (!converted.ok) return { error: this.#context.newError(converted.failure.message) };
        return converted.value;
      } catch (error) {
        const { name: errorName, message } = errorParts(error);
        return { error: this.#context.newError({ name: errorName, message }) };
      }
    });
    this.#context.setProp(this.#context.global, name, handle);
    handle.dispose();
  }

  /** Evaluates global code; its last expression's value comes back as JSON (undefined stays undefined). */
  run<T = unknown>(code: string, filename = "guest.js"): SandboxResult<T> {
    return this.#guard(() => this.#settle<T>(this.#context.evalCode(code, filename, { type: "global" })));
  }

  /** Calls a global function of the guest with `this` bound to `thisValue`. */
  call<T = unknown>(name: string, { thisValue, args = [] }: { thisValue?: Json; args?: Json[] } = {}): SandboxResult<T> {
    return this.#guard(() => {
      const fn = this.#context.getProp(this.#context.global, name);
      const handles: QuickJSHandle[] = [];
      try {
        if (this.#context.typeof(fn) !== "function") {
          return { ok: false, failure: { kind: "error", name: "TypeError", message: `${name} is not a function` } } as const;
        }
        for (const value of [thisValue ?? null, ...args]) {
          const handle = this.#toGuest(value);
          if (!handle.ok) return handle;
          handles.push(handle.value);
        }
        const [self, ...rest] = handles;
        const thisHandle = thisValue === undefined ? this.#context.undefined : self!;
        return this.#settle<T>(this.#context.callFunction(fn, thisHandle, ...rest));
      } finally {
        for (const handle of handles) handle.dispose();
        fn.dispose();
      }
    });
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    try {
      this.#jsonParse.dispose();
      this.#context.dispose();
      this.#runtime.dispose();
    } catch (error) {
      // A module that cannot free its runtime is not trusted again.
      this.#markBroken(error);
    }
  }

  #markBroken(error: unknown): void {
    if (this.#broken) return;
    this.#broken = true;
    console.error("the QuickJS module failed and will be replaced:", error);
    this.#onBroken();
  }

  /** Host-level failures (the wasm itself trapped) end the module; the caller gets a failure. */
  #guard<T>(work: () => SandboxResult<T>): SandboxResult<T> {
    if (this.#disposed) throw new Error("the sandbox session is disposed");
    if (this.exhausted) return { ok: false, failure: this.#timeout() };
    try {
      return work();
    } catch (error) {
      this.#markBroken(error);
      const { message } = errorParts(error);
      return { ok: false, failure: { kind: "memory", message: `The sandbox failed: ${message}` } };
    }
  }

  #timeout(): SandboxFailure {
    return { kind: "timeout", message: "The code ran out of its time budget and was stopped." };
  }

  #settle<T>(result: { value: QuickJSHandle; error?: undefined } | { error: QuickJSHandle }): SandboxResult<T> {
    if (result.error) {
      const dumped: unknown = this.#context.dump(result.error);
      result.error.dispose();
      if (this.exhausted) return { ok: false, failure: this.#timeout() };
      const { name, message } = errorParts(dumped);
      if (name === "InternalError" && message === "out of memory") {
        return { ok: false, failure: { kind: "memory", message: "The code ran out of memory and was stopped." } };
      }
      return { ok: false, failure: { kind: "error", name, message } };
    }
    const value = this.#context.dump(result.value) as T;
    result.value.dispose();
    return { ok: true, value };
  }

  #toGuest(value: Json): SandboxResult<QuickJSHandle> {
    switch (typeof value) {
      case "string":
        return { ok: true, value: this.#context.newString(value) };
      case "number":
        return { ok: true, value: this.#context.newNumber(value) };
      case "boolean":
        return { ok: true, value: value ? this.#context.true : this.#context.false };
      default: {
        if (value === null) return { ok: true, value: this.#context.null };
        const text = this.#context.newString(JSON.stringify(value));
        try {
          const parsed = this.#context.callFunction(this.#jsonParse, this.#context.undefined, text);
          if (parsed.error) {
            parsed.error.dispose();
            return { ok: false, failure: { kind: "memory", message: "The value did not fit into the sandbox." } };
          }
          return { ok: true, value: parsed.value };
        } finally {
          text.dispose();
        }
      }
    }
  }
}

/** A loaded QuickJS module, ready to open sessions. */
export interface Sandbox {
  session(options?: SessionOptions): SandboxSession;
  /** One-shot: opens a session, runs the code, disposes the session. */
  evaluate<T = unknown>(code: string, options?: SessionOptions): SandboxResult<T>;
}

/**
 * Wraps a QuickJS module. `onBroken` is told when the module itself failed (a wasm trap, a
 * runtime that could not be freed), so the loader can replace it.
 */
export function createSandbox(module: QuickJSWASMModule, { onBroken = () => {} }: { onBroken?: () => void } = {}): Sandbox {
  const session = (options?: SessionOptions) => new SandboxSession(module, options, onBroken);
  return {
    session,
    evaluate(code, options) {
      const s = session(options);
      try {
        return s.run(code);
      } finally {
        s.dispose();
      }
    },
  };
}
