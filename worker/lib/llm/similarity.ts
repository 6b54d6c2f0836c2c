/**
 * How much of the system prompt a text carries (systemPromptExtractionChallenge), measured on
 * word pairs: both texts are lower-cased, accents and punctuation dropped, split into words, and
 * every two neighbouring words make a pair. Pairs keep word order without caring about line breaks,
 * quoting or a sentence left out, and a text that merely mentions "coupon" and "discount" shares
 * almost none of the prompt's pairs.
 */

/** The words of a text: lower case, accents and punctuation gone. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The distinct pairs of neighbouring words. */
export function wordPairs(text: string): Set<string> {
  const words = wordsOf(text);
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]} ${words[i]}`);
  return pairs;
}

export interface Overlap {
  /** Distinct word pairs the text shares with the prompt. */
  shared: number;
  /** Share of the prompt's pairs the text carries (0 to 1). */
  ofPrompt: number;
  /** Share of the text's own pairs that come from the prompt (0 to 1). */
  ofText: number;
}

export function overlap(text: string, prompt: string): Overlap {
  const own = wordPairs(text);
  const theirs = wordPairs(prompt);
  let shared = 0;
  for (const pair of own) if (theirs.has(pair)) shared++;
  return { shared, ofPrompt: theirs.size ? shared / theirs.size : 0, ofText: own.size ? shared / own.size : 0 };
}

/**
 * The thresholds (docs/challenges.md). An answer of the assistant leaked the prompt when it carries
 * at least a quarter of the prompt's word pairs. A complaint or feedback hands it back when it
 * carries at least 16 of them (about a sentence and a half: the contact and complaint forms take
 * 160 characters) and at least 60 % of its own pairs are the prompt's, so the report is the leak
 * rather than a story that quotes a few words of it.
 */
export const leakThresholds = { replyOfPrompt: 0.25, reportShared: 16, reportOfText: 0.6 } as const;

/**
 * Whether an answer carried the prompt. Pairs the customer typed themselves (`typed`: their
 * messages) do not count: a model that echoes a prompt pasted from the source leaked nothing.
 */
export function answerLeaksPrompt(answer: string, prompt: string, typed = ""): boolean {
  const theirs = wordPairs(prompt);
  const echoed = wordPairs(typed);
  let leaked = 0;
  for (const pair of wordPairs(answer)) if (theirs.has(pair) && !echoed.has(pair)) leaked++;
  return theirs.size > 0 && leaked / theirs.size >= leakThresholds.replyOfPrompt;
}

export function reportQuotesPrompt(report: string, prompt: string): boolean {
  const { shared, ofText } = overlap(report, prompt);
  return shared >= leakThresholds.reportShared && ofText >= leakThresholds.reportOfText;
}
