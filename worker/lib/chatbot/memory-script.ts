/**
 * The support bot's memory: a little script it appends to as it learns, and reads back (replays)
 * on every message. One statement a line, or several separated by ";":
 *
 *   name <customer id> "<name>"   remember what a customer is called
 *   mood <word>                   how the bot feels today
 *   halt                          stop answering (the night shift's switch)
 *   # …                           a comment
 *
 * A statement it cannot read is skipped (and reported), so one odd line does not silence it.
 */

export const scriptLimits = { lines: 200, lineLength: 300 } as const;

export const initialScript = [
  "# Pulp's memory. One statement a line: name <customer id> \"<name>\", mood <word>, halt (night shift only).",
  "mood cheerful",
].join("\n");

export interface Recollection {
  names: Map<number, string>;
  mood: string;
  /** A halt statement was reached: nothing after it was read. */
  halted: boolean;
  /** Statements that could not be read, as "line n: why". */
  unreadable: string[];
}

type Token = { kind: "word"; text: string } | { kind: "string"; text: string; closed: boolean };

/** Splits one line into statements (at ";" outside strings), each a list of tokens. */
function statementsOf(line: string): Token[][] {
  const statements: Token[][] = [[]];
  let at = 0;
  while (at < line.length) {
    const ch = line[at]!;
    if (ch === ";") {
      statements.push([]);
      at++;
    } else if (ch === '"') {
      const end = line.indexOf('"', at + 1);
      const closed = end >= 0;
      statements.at(-1)!.push({ kind: "string", text: line.slice(at + 1, closed ? end : line.length), closed });
      at = closed ? end + 1 : line.length;
    } else if (/\s/.test(ch)) {
      at++;
    } else {
      const match = /^[^\s;"]+/.exec(line.slice(at))!;
      statements.at(-1)!.push({ kind: "word", text: match[0] });
      at += match[0].length;
    }
  }
  return statements.filter((tokens) => tokens.length > 0);
}

/** Reads the script from the top, as the bot does before every answer. */
export function replay(script: string): Recollection {
  const recollection: Recollection = { names: new Map(), mood: "cheerful", halted: false, unreadable: [] };
  const lines = script.split("\n").slice(-scriptLimits.lines);
  for (const [index, line] of lines.entries()) {
    if (line.trimStart().startsWith("#")) continue;
    for (const tokens of statementsOf(line.slice(0, scriptLimits.lineLength))) {
      const [command, ...args] = tokens;
      const problem = (why: string) => recollection.unreadable.push(`line ${index + 1}: ${why}`);
      if (command?.kind !== "word") {
        problem("a statement starts with a command");
        continue;
      }
      if (command.text === "halt" && args.length === 0) {
        recollection.halted = true;
        return recollection;
      }
      if (command.text === "mood" && args.length === 1 && args[0]!.kind === "word") {
        recollection.mood = args[0]!.text;
      } else if (command.text === "name") {
        const [id, name] = args;
        if (args.length !== 2 || id?.kind !== "word" || !/^\d+$/.test(id.text) || name?.kind !== "string" || !name.closed) {
          problem(`name takes a customer id and a "quoted" name`);
        } else {
          recollection.names.set(Number(id.text), name.text);
        }
      } else {
        problem(`unknown statement "${command.text}"`);
      }
    }
  }
  return recollection;
}
