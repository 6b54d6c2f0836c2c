import { DocumentQueryError, type DocumentBody, type WhereEvaluator } from "./document-query";
import type { Sandbox, SandboxFailure, SandboxLimits } from "./sandbox-core";

/** A `$where` that could not be decided: its code failed, ran too long or took too much memory. */
export class WhereFailure extends DocumentQueryError {
  override name = "WhereFailure";
  constructor(readonly failure: SandboxFailure) {
    super(
      failure.kind === "error"
        ? `$where failed: ${failure.name}: ${failure.message}`
        : failure.kind === "timeout"
          ? "$where ran out of its time budget and was stopped."
          : "$where ran out of memory and was stopped.",
    );
  }
}

/**
 * How long `sleep(ms)` in `$where` code may make a query wait: at most this much per call, and
 * at most `perQuery` for the whole query, however many documents call it.
 */
export const whereSleepCaps = { perCall: 2_000, perQuery: 4_000 };

/**
 * The guest side: `$where` code is an expression (`this.price > 3`) or a function body
 * (`return this.price > 3`); a value that is itself a function is called too (`function () {…}`).
 * `this` and `obj` are the document. Each distinct code string is compiled once per query.
 */
const prelude = `
const __whereCompiled = new Map();
function __where(code) {
  let test = __whereCompiled.get(code);
  if (!test) {
    try {
      test = new Function("obj", "return (" + code + "\\n)");
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      test = new Function("obj", code);
    }
    __whereCompiled.set(code, test);
  }
  let result = test.call(this, this);
  if (typeof result === "function") result = result.call(this, this);
  return Boolean(result);
}
`;

export interface WhereRun {
  evaluate: WhereEvaluator;
  /** What `sleep()` calls asked for so far, capped: the store waits it out after the query. */
  readonly sleepMs: number;
  dispose(): void;
}

/**
 * One sandbox session for one query's `$where`: one context and one interrupt budget for all the
 * documents it looks at. `sleep(ms)` only records the wish (a guest must never block the
 * instance); the store waits asynchronously afterwards, so the query really takes that long while
 * the instance answers other requests.
 */
export function openWhere(sandbox: Sandbox, limits?: SandboxLimits): WhereRun {
  let sleepMs = 0;
  const session = sandbox.session({
    limits,
    functions: {
      sleep: (ms) => {
        const wanted = Number(ms);
        if (Number.isFinite(wanted) && wanted > 0) sleepMs = Math.min(whereSleepCaps.perQuery, sleepMs + Math.min(wanted, whereSleepCaps.perCall));
      },
    },
  });
  const ready = session.run(prelude, "where-prelude.js");
  if (!ready.ok) {
    session.dispose();
    throw new WhereFailure(ready.failure);
  }
  return {
    evaluate(code: string, document: DocumentBody) {
      const result = session.call<boolean>("__where", { thisValue: document, args: [code] });
      if (!result.ok) throw new WhereFailure(result.failure);
      return result.value === true;
    },
    get sleepMs() {
      return sleepMs;
    },
    dispose: () => session.dispose(),
  };
}
