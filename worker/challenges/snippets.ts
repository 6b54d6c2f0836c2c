/// <reference path="./virtual-snippets.d.ts" />
import bakedSnippets from "virtual:squeeze-snippets";
import { catalogue, challengeByKey, hasCodingChallenge } from "./registry";
import type { Snippet } from "./snippet-markers";
import type { ChallengeDefinition, CodeFix, CodingChallenge } from "./types";
import { serverTexts } from "../i18n/english";
import { englishTranslator, type ContentTranslator } from "../i18n/texts";

/** A challenge with a Find It / Fix It part. */
export type CodingChallengeDefinition = ChallengeDefinition & { coding: CodingChallenge };

const isCoding = (challenge: ChallengeDefinition | undefined): challenge is CodingChallengeDefinition =>
  challenge !== undefined && hasCodingChallenge(challenge);

/** The challenge of a key, when it has a coding challenge. */
export const codingChallengeOf = (key: string): CodingChallengeDefinition | undefined => {
  const challenge = challengeByKey.get(key);
  return isCoding(challenge) ? challenge : undefined;
};

/** The snippet the build read for a key (its fence in the shop's code), if any. */
export const snippetOf = (key: string): Snippet | undefined => bakedSnippets[key];

/** The keys of the coding challenges, in catalogue order (GET /snippets). */
export const codingChallengeKeys: readonly string[] = catalogue.filter(isCoding).map((c) => c.key);

/** The snippet with one option's edits applied. Throws when an edit no longer fits the snippet. */
export function applyFix(snippet: string, fix: CodeFix): string {
  return fix.edits.reduce((code, { from, to }) => {
    const at = code.indexOf(from);
    if (from === "" || at < 0 || code.indexOf(from, at + 1) >= 0) {
      throw new Error(`a fix edit must match the snippet exactly once: ${JSON.stringify(from)}`);
    }
    return code.slice(0, at) + to + code.slice(at + from.length);
  }, snippet);
}

/**
 * Find It's verdict: right when every vulnerable line is selected and nothing outside the
 * vulnerable and neutral lines is.
 */
export function isRightSelection(snippet: Pick<Snippet, "vulnLines" | "neutralLines">, selected: readonly number[]): boolean {
  const allowed = new Set([...snippet.vulnLines, ...snippet.neutralLines]);
  return snippet.vulnLines.every((line) => selected.includes(line)) && selected.every((line) => allowed.has(line));
}

/**
 * The hint after the n-th wrong Find It answer (n from 1): the challenge's hints one by one, then
 * the vulnerable lines themselves, so nobody stays stuck.
 */
export function findItHint(
  challenge: { key: string; coding: CodingChallenge },
  snippet: Pick<Snippet, "vulnLines">,
  wrongAnswers: number,
  t: ContentTranslator = englishTranslator,
): string {
  const hint = challenge.coding.hints[wrongAnswers - 1];
  if (hint !== undefined) return t.t(`challenge.${challenge.key}.codingHint.${wrongAnswers - 1}`, hint);
  const lines = snippet.vulnLines;
  return lines.length === 1
    ? t.t("coding.line", serverTexts["coding.line"], { line: lines[0]! })
    : t.t("coding.lines", serverTexts["coding.lines"], { lines: lines.join(", ") });
}
