import type { DataHandle } from "../../db/handle";
import { collection } from "../documents";
import { initialScript, scriptLimits } from "./memory-script";

/**
 * Where the support bot keeps its memory script (memory-script.ts): one document of the
 * instance's document store (collection "chatbot"), the same for every customer of the instance;
 * a reset restores it.
 */

/** How long the bot stays switched off before the night shift restarts it with an empty memory. */
export const haltedForMs = 60_000;

const brainId = "brain";
const chatbot = (data: DataHandle) => collection(data, "chatbot");

/** The brain document as the seed writes it. */
export const seedBrain = () => ({ _id: brainId, script: initialScript, revision: 0, haltedAt: null });

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
    if (lines.length > scriptLimits.lines) next.script = [lines[0]!, ...lines.slice(-(scriptLimits.lines - 1))].join("\n");
    const result = await chatbot(data).update({ _id: brainId, revision: brain.revision }, { $set: next });
    if (result.matched > 0) return next;
  }
  throw new Error("The chatbot's memory is too busy to change right now.");
}
