import { Box } from "@chakra-ui/react";
import { Fragment, useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n";
import { highlightLine } from "../../lib/highlight";
import { diffLines, foldUnchanged, sideBySide, type DiffLine, type Folded } from "../../lib/line-diff";
import "./code.css";

function Code({ text, language }: { text: string; language: string }) {
  return (
    <span className="squeeze-code-text">
      {highlightLine(text, language).map((token, i) =>
        token.kind === "plain" ? (
          token.text
        ) : (
          <span key={i} className={`tok-${token.kind}`}>
            {token.text}
          </span>
        ),
      )}
      {/* Keeps empty lines as tall as the others. */}
      {text === "" && " "}
    </span>
  );
}

/**
 * Find It's code: a list of lines to select, by mouse (click a line) or keyboard (arrows move,
 * Space or Enter selects, Home and End jump). Screen readers hear each line with its number.
 */
export function SelectableCode({
  code,
  language,
  selected,
  onToggle,
  readOnly,
  label,
}: {
  code: string;
  language: string;
  selected: ReadonlySet<number>;
  onToggle: (line: number) => void;
  readOnly: boolean;
  label: string;
}) {
  const lines = code.split("\n");
  const [active, setActive] = useState(1);
  const id = useId();
  const optionId = (line: number) => `${id}-line-${line}`;
  const move = (line: number) => {
    const next = Math.min(lines.length, Math.max(1, line));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(1),
      End: () => move(lines.length),
      PageDown: () => move(active + 10),
      PageUp: () => move(active - 10),
      " ": () => !readOnly && onToggle(active),
      Enter: () => !readOnly && onToggle(active),
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };
  return (
    <div
      role="listbox"
      aria-multiselectable="true"
      aria-label={label}
      aria-readonly={readOnly || undefined}
      aria-activedescendant={optionId(active)}
      tabIndex={0}
      className="squeeze-code squeeze-code-listbox"
      onKeyDown={onKeyDown}
      data-testid="find-it-code"
    >
      {lines.map((text, i) => {
        const line = i + 1;
        return (
          <div
            key={line}
            id={optionId(line)}
            role="option"
            aria-selected={selected.has(line)}
            className={`squeeze-code-row${line === active ? " squeeze-code-active" : ""}`}
            onClick={() => {
              setActive(line);
              if (!readOnly) onToggle(line);
            }}
          >
            <span className="squeeze-code-gutter">{line}</span>
            <Code text={text} language={language} />
          </div>
        );
      })}
    </div>
  );
}

function DiffRow({ line, language, side }: { line: DiffLine | null; language: string; side?: "before" | "after" }) {
  const { t } = useTranslation();
  const right = side === "after" ? " squeeze-diff-right" : "";
  if (!line) return <div className={`squeeze-code-row squeeze-diff-empty${right}`}>&nbsp;</div>;
  const sign = { same: " ", added: "+", removed: "−" }[line.kind];
  const spoken = { same: "", added: t("DIFF_ADDED"), removed: t("DIFF_REMOVED") }[line.kind];
  return (
    <div className={`squeeze-code-row${line.kind === "same" ? "" : ` squeeze-diff-${line.kind}`}${right}`}>
      {side !== "after" && <span className="squeeze-code-gutter">{line.before ?? ""}</span>}
      {side !== "before" && <span className="squeeze-code-gutter">{line.after ?? ""}</span>}
      <span className="squeeze-diff-sign" aria-hidden="true">
        {sign}
      </span>
      {spoken && (
        <Box as="span" srOnly>
          {spoken}
        </Box>
      )}
      <Code text={line.text} language={language} />
    </div>
  );
}

function FoldedRow({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="squeeze-code-row squeeze-diff-folded">
      <span className="squeeze-code-text">{t("DIFF_UNCHANGED_LINES", { count })}</span>
    </div>
  );
}

const isFolded = (row: object): row is Folded => "folded" in row;

/**
 * A fix option against the original, line by line (one column) or side by side; long unchanged
 * runs are folded away, three lines of context stay around each change.
 */
export function DiffView({
  original,
  changed,
  language,
  format,
  label,
}: {
  original: string;
  changed: string;
  language: string;
  format: "line-by-line" | "side-by-side";
  /** Names the diff, which scrolls sideways and so takes the keyboard's focus. */
  label: string;
}) {
  const diff = diffLines(original, changed);
  const region = { role: "region", "aria-label": label, tabIndex: 0 } as const;
  if (format === "line-by-line") {
    return (
      <div className="squeeze-code" data-testid="diff-line-by-line" {...region}>
        {foldUnchanged(diff, (line) => line.kind !== "same").map((row, i) =>
          isFolded(row) ? <FoldedRow key={i} count={row.folded} /> : <DiffRow key={i} line={row} language={language} />,
        )}
      </div>
    );
  }
  // One grid, a row of two cells per line pair, so wrapped lines keep the pairs side by side.
  const rows = foldUnchanged(sideBySide(diff), (row) => row.left !== row.right);
  return (
    <div className="squeeze-code squeeze-diff-split" data-testid="diff-side-by-side" {...region}>
      {rows.map((row, i) =>
        isFolded(row) ? (
          <FoldedRow key={i} count={row.folded} />
        ) : (
          <Fragment key={i}>
            <DiffRow line={row.left} language={language} side="before" />
            <DiffRow line={row.right} language={language} side="after" />
          </Fragment>
        ),
      )}
    </div>
  );
}
