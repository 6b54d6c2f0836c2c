/**
 * Reads the `vuln-code-snippet` markers of a source file (the grammar is in docs/challenges.md).
 * Pure and dependency-free: the build (scripts/vite-plugins.mjs) runs it under Node to bake the
 * snippets into the worker, which has no file system, and the tests run it to check the fences.
 */

export type SnippetLanguage = "typescript" | "javascript" | "json" | "yaml" | "solidity";

/** A challenge's snippet as the coding challenge shows it. Line numbers count from 1. */
export interface Snippet {
  key: string;
  /** Where it was read, relative to the repository root. */
  path: string;
  language: SnippetLanguage;
  snippet: string;
  vulnLines: number[];
  neutralLines: number[];
}

/** A fence as the catalogue test sees it: where it is, which keys, how many lines it marks vulnerable. */
export interface Fence {
  path: string;
  keys: string[];
  /** Lines marked `vuln-line` inside the fence (per key they name). */
  vulnLines: number;
}

const verbs = ["start", "end", "vuln-line", "neutral-line", "hide-line", "hide-start", "hide-end"] as const;
type Verb = (typeof verbs)[number];

// A marker comment at the end of a line (or alone on it): a line comment, a block comment (also
// JSX's braced one) or a YAML comment.
const markerPattern = /\s*(?:\{\s*\/\*|\/\*|\/\/|#)\s*vuln-code-snippet\s+([a-z-]+)((?:[ \t]+\w+)*)\s*(?:\*\/\s*\})?(?:\*\/)?\s*$/;

interface MarkedLine {
  /** The line without its marker comment. */
  code: string;
  marker?: { verb: Verb; keys: string[] };
}

/** Where a line names a marker verb; it must then be a well-formed marker comment. */
const verbMention = /vuln-code-snippet\s+(start|end|vuln-line|neutral-line|hide-line|hide-start|hide-end)\b/;

function readLine(line: string, path: string, number: number): MarkedLine {
  if (!verbMention.test(line)) return { code: line };
  const match = markerPattern.exec(line);
  const verb = match?.[1];
  if (!match || !verbs.includes(verb as Verb)) {
    throw new Error(`${path}:${number}: unreadable vuln-code-snippet marker: ${line.trim()}`);
  }
  const keys = (match[2] ?? "").trim().split(/\s+/).filter(Boolean);
  return { code: line.slice(0, match.index), marker: { verb: verb as Verb, keys } };
}

const ownLineVerbs: readonly Verb[] = ["start", "end", "hide-start", "hide-end"];
const keyedVerbs: readonly Verb[] = ["start", "end", "vuln-line", "neutral-line"];
/** A line that is only a comment (the note that opens a fence). */
const commentOnly = /^\s*(\/\/|\/\*|\*|\{\s*\/\*|#)/;

export function languageOf(path: string): SnippetLanguage {
  if (/\.(ya?ml)$/.test(path)) return "yaml";
  if (/\.json$/.test(path)) return "json";
  if (/\.sol$/.test(path)) return "solidity";
  if (/\.(m?js|jsx)$/.test(path)) return "javascript";
  return "typescript";
}

interface ParsedFence {
  keys: string[];
  lines: MarkedLine[];
}

/** Every fence of a file with its lines (markers read, fence notes dropped). Throws on a broken fence. */
function parse(path: string, text: string): ParsedFence[] {
  const done: ParsedFence[] = [];
  const open: ParsedFence[] = [];
  // Right after a start: the fence's note (comment lines), which no snippet shows.
  let inNote = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const number = index + 1;
    const line = readLine(raw, path, number);
    const marker = line.marker;
    if (marker && keyedVerbs.includes(marker.verb) && marker.keys.length === 0) {
      throw new Error(`${path}:${number}: "${marker.verb}" names no challenge key`);
    }
    if (marker && ownLineVerbs.includes(marker.verb) && line.code.trim() !== "") {
      throw new Error(`${path}:${number}: "${marker.verb}" must stand on a line of its own`);
    }
    if (marker && !ownLineVerbs.includes(marker.verb) && line.code.trim() === "") {
      throw new Error(`${path}:${number}: "${marker.verb}" must end a line of code`);
    }
    if (marker?.verb === "start") {
      for (const fence of open) fence.lines.push(line);
      open.push({ keys: marker.keys, lines: [] });
      inNote = true;
      return;
    }
    if (marker?.verb === "end") {
      const fence = open.pop();
      if (!fence || fence.keys.join(" ") !== marker.keys.join(" ")) {
        throw new Error(`${path}:${number}: "end ${marker.keys.join(" ")}" closes no matching start`);
      }
      done.push({ keys: fence.keys, lines: fence.lines });
      for (const outer of open) outer.lines.push(line);
      return;
    }
    if (marker?.verb === "vuln-line" || marker?.verb === "neutral-line") {
      const outside = marker.keys.find((key) => !open.some((f) => f.keys.includes(key)));
      if (outside) throw new Error(`${path}:${number}: ${marker.verb} ${outside} outside its fence`);
    }
    if (inNote && !marker && commentOnly.test(line.code)) return;
    inNote = false;
    for (const fence of open) fence.lines.push(line);
  });
  if (open.length > 0) throw new Error(`${path}: "start ${open[0]!.keys.join(" ")}" is never ended`);
  return done;
}

/** The fences of a file, for the catalogue's checks. */
export function fencesOf(path: string, text: string): Fence[] {
  return parse(path, text).map(({ keys, lines }) => ({
    path,
    keys,
    vulnLines: lines.filter((l) => l.marker?.verb === "vuln-line" && l.marker.keys.some((k) => keys.includes(k))).length,
  }));
}

const appliesTo = (marker: MarkedLine["marker"], key: string) => marker !== undefined && (marker.keys.length === 0 || marker.keys.includes(key));

/** The snippet of one key of a fence: its lines without markers and hidden lines, dedented. */
function snippetOf(path: string, key: string, lines: MarkedLine[]): Snippet {
  const kept: { code: string; vuln: boolean; neutral: boolean }[] = [];
  let hidden = 0;
  for (const line of lines) {
    const { marker } = line;
    if (marker?.verb === "hide-start" && appliesTo(marker, key)) hidden++;
    else if (marker?.verb === "hide-end" && appliesTo(marker, key)) hidden = Math.max(0, hidden - 1);
    // Markers of nested fences and of hiding for other keys are never part of a snippet.
    if (marker && ownLineVerbs.includes(marker.verb)) continue;
    if (hidden > 0 || (marker?.verb === "hide-line" && appliesTo(marker, key))) continue;
    const code = line.code.trimEnd();
    // Hidden lines leave no gap of more than one blank line.
    if (code === "" && kept.length > 0 && kept[kept.length - 1]!.code === "") continue;
    kept.push({
      code,
      vuln: marker?.verb === "vuln-line" && marker.keys.includes(key),
      neutral: marker?.verb === "neutral-line" && marker.keys.includes(key),
    });
  }
  while (kept.length > 0 && kept[kept.length - 1]!.code === "") kept.pop();
  while (kept.length > 0 && kept[0]!.code === "") kept.shift();
  const indents = kept.filter((l) => l.code !== "").map((l) => /^[ \t]*/.exec(l.code)![0].length);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  const numbered = (pick: (l: (typeof kept)[number]) => boolean) => kept.flatMap((l, i) => (pick(l) ? [i + 1] : []));
  return {
    key,
    path,
    language: languageOf(path),
    snippet: kept.map((l) => l.code.slice(indent)).join("\n"),
    vulnLines: numbered((l) => l.vuln),
    neutralLines: numbered((l) => l.neutral),
  };
}

/** Every snippet a file holds: one per key of each fence. */
export function snippetsOf(path: string, text: string): Snippet[] {
  return parse(path, text).flatMap(({ keys, lines }) => keys.map((key) => snippetOf(path, key, lines)));
}
