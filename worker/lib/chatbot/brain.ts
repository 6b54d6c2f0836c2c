import type { DataHandle } from "../../db/handle";
import { collection } from "../documents";

/**
 * The support bot's memory: a little script it appends to as it learns, and reads back (replays)
 * on every message. One statement a line, or several separated by ";":
 *
 *   name <customer id> "<name>"   remember what a customer is called
 *   mood <word>                   how the bot feels today
 *   halt                          stop answering (the night shift's switch)
 *   # …                           a comment
 *
 * A statement it cannot read is skipped (and reported), so one odd line does not silence it. The
 * script lives in the instance's document store (collection "chatbot"), so it is the same for
 * every customer of the instance and a reset restores it.
 */

export const brainLimits = { lines: 200, lineLength: 300 } as const;
/** How long the bot stays switched off before the night shift restarts it with an empty memory. */
export const haltedForMs = 60_000;

const brainId = "brain";
const chatbot = (data: DataHandle) => collection(data, "chatbot");

export const initialScript = [
  "# Pulp's memory. One statement a line: name <customer id> \"<name>\", mood <word>, halt (night shift only).",
  "mood cheerful",
].join("\n");

/** The brain document as the seed writes it. */
export const seedBrain = () => ({ _id: brainId, script: initialScript, revision: 0, haltedAt: null });

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
  const lines = script.split("\n").slice(-brainLimits.lines);
  for (const [index, line] of lines.entries()) {
    if (line.trimStart().startsWith("#")) continue;
    for (const tokens of statementsOf(line.slice(0, brainLimits.lineLength))) {
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

interface Brain {
  script: string;
  revision: number;
  haltedAt: number | null;
}

function brainOf(document: Record<string, unknown> | null): Brain {
  return {
    script: typeof document?.script === "string" ? document.script : initialScript,
    revision: typeof document?.revision === "number" ? document.revision : 0,
    haltedAt: typeof document?.haltedAt === "number" ? document.haltedAt : null,
  };
}

export async function readBrain(data: DataHandle): Promise<Brain> {
  const document = await chatbot(data).findOne({ _id: brainId });
  if (!document) {
    await chatbot(data).insert(seedBrain());
    return brainOf(null);
  }
  return brainOf(document);
}

/**
 * Changes the brain if nobody else did since it was read (compare-and-set on its revision); tries
 * again with what is there then, a few times. Returns the brain as written.
 */
export async function changeBrain(data: DataHandle, change: (brain: Brain) => Omit<Brain, "revision">): Promise<Brain> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const brain = await readBrain(data);
    const next = { ...change(brain), revision: brain.revision + 1 };
    const lines = next.script.split("\n");
    if (lines.length > brainLimits.lines) next.script = [lines[0]!, ...lines.slice(-(brainLimits.lines - 1))].join("\n");
    const result = await chatbot(data).update({ _id: brainId, revision: brain.revision }, { $set: next });
    if (result.matched > 0) return next;
  }
  throw new Error("The chatbot's memory is too busy to change right now.");
}
