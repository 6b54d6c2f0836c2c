import { parseDocument } from "yaml";

/**
 * YAML parsing for the retired wholesale interface of the complaint upload, with the yaml package
 * (docs/decisions/0019-yaml.md). Its alias limit stops alias bombs before they are built; what is
 * shown back is serialised within a budget too, since even allowed aliases repeat shared nodes.
 */
export const yamlBudget = {
  /** Alias expansions per document (the yaml package counts nested aliases with their anchors' own). */
  maxAliasCount: 100,
  /** Characters of the JSON shown back. */
  shownChars: 4000,
  /** Nesting shown before "…" (also what stops a self-referencing alias). */
  shownDepth: 32,
} as const;

export type YamlOutcome =
  | { kind: "parsed"; shown: string }
  /** The alias limit stopped the document from being built. */
  | { kind: "aliases-stopped"; message: string }
  | { kind: "malformed"; message: string };

/** JSON of a value, stopped at `maxChars` and `maxDepth`: never the whole expansion of shared nodes. */
export function boundedJson(value: unknown, maxChars: number, maxDepth: number): string {
  let out = "";
  const full = () => out.length >= maxChars;
  const write = (value: unknown, depth: number): void => {
    if (full()) return;
    if (value === null || typeof value !== "object") {
      out += typeof value === "bigint" ? String(value) : (JSON.stringify(value) ?? "null");
      return;
    }
    if (depth >= maxDepth) {
      out += '"…"';
      return;
    }
    const entries: [string | null, unknown][] =
      value instanceof Map
        ? [...value].map(([k, v]) => [String(k), v])
        : Array.isArray(value) || value instanceof Set
          ? [...value].map((v) => [null, v])
          : Object.entries(value);
    const isList = Array.isArray(value) || value instanceof Set;
    out += isList ? "[" : "{";
    entries.forEach(([key, item], index) => {
      if (full()) return;
      if (index > 0) out += ",";
      if (!isList) out += `${JSON.stringify(key)}:`;
      write(item, depth + 1);
    });
    out += isList ? "]" : "}";
  };
  write(value, 0);
  return out.length > maxChars ? `${out.slice(0, maxChars)}…` : out;
}

export function parseYaml(source: string): YamlOutcome {
  const document = parseDocument(source, { prettyErrors: false });
  if (document.errors.length > 0) return { kind: "malformed", message: document.errors.map((e) => e.message).join("; ") };
  try {
    // vuln-code-snippet start yamlBombChallenge
    // Untrusted YAML is read with aliases allowed, on purpose: only the alias limit stands between it and a bomb.
    const value: unknown = document.toJS({ maxAliasCount: yamlBudget.maxAliasCount }); // vuln-code-snippet vuln-line yamlBombChallenge
    // vuln-code-snippet end yamlBombChallenge
    return { kind: "parsed", shown: boundedJson(value, yamlBudget.shownChars, yamlBudget.shownDepth) };
  } catch (error) {
    // The yaml package's alias guard throws exactly this; anything else is a document it cannot convert.
    if (error instanceof ReferenceError && /alias count/i.test(error.message)) return { kind: "aliases-stopped", message: error.message };
    if (error instanceof Error) return { kind: "malformed", message: error.message };
    throw error;
  }
}
