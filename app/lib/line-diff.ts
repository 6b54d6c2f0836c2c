/**
 * A line diff of our own (longest common subsequence): snippets are tens of lines, so the simple
 * quadratic table is fast enough, and no diff library reaches the page.
 */

export interface DiffLine {
  kind: "same" | "removed" | "added";
  text: string;
  /** Line number in the original (same, removed) and in the option (same, added), from 1. */
  before?: number;
  after?: number;
}

export function diffLines(original: string, changed: string): DiffLine[] {
  const a = original.split("\n");
  const b = changed.split("\n");
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i]!, before: ++i, after: ++j });
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) {
      lines.push({ kind: "added", text: b[j]!, after: ++j });
    } else {
      lines.push({ kind: "removed", text: a[i]!, before: ++i });
    }
  }
  // Within a change, show what went before what came: removed lines first.
  for (let k = 1; k < lines.length; k++) {
    for (let m = k; m > 0 && lines[m]!.kind === "removed" && lines[m - 1]!.kind === "added"; m--) {
      [lines[m - 1], lines[m]] = [lines[m]!, lines[m - 1]!];
    }
  }
  return lines;
}

export interface SideBySideRow {
  left: DiffLine | null;
  right: DiffLine | null;
}

/** The diff in two columns: unchanged lines side by side, each run of removed lines beside the added ones that replace it. */
export function sideBySide(lines: readonly DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let k = 0;
  while (k < lines.length) {
    const line = lines[k]!;
    if (line.kind === "same") {
      rows.push({ left: line, right: line });
      k++;
      continue;
    }
    const removed: DiffLine[] = [];
    const added: DiffLine[] = [];
    while (k < lines.length && lines[k]!.kind === "removed") removed.push(lines[k++]!);
    while (k < lines.length && lines[k]!.kind === "added") added.push(lines[k++]!);
    for (let r = 0; r < Math.max(removed.length, added.length); r++) rows.push({ left: removed[r] ?? null, right: added[r] ?? null });
  }
  return rows;
}

/** A run of unchanged rows left out of a diff view. */
export interface Folded {
  folded: number;
}

/**
 * Keeps the changed rows and `context` rows around each; a longer unchanged run becomes one Folded
 * (a single row is shown rather than folded).
 */
export function foldUnchanged<T>(rows: readonly T[], changed: (row: T) => boolean, context = 3): (T | Folded)[] {
  const near = rows.map((_, i) => rows.slice(Math.max(0, i - context), i + context + 1).some(changed));
  const out: (T | Folded)[] = [];
  for (let i = 0; i < rows.length; ) {
    let end = i;
    while (end < rows.length && !near[end]) end++;
    if (end - i > 1) out.push({ folded: end - i });
    else if (end > i) out.push(rows[i]!);
    if (end < rows.length) out.push(rows[end]!);
    i = end + 1;
  }
  return out;
}
