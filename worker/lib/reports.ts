import { solveIf } from "../challenges/engine";
import { catalogue } from "../challenges/registry";
import type { ReportCheck } from "../challenges/report-terms";
import type { ChallengeDefinition } from "../challenges/types";
import type { InstanceContext } from "../instance/context";
import { judgePromptReport } from "./llm/leaks";

/**
 * The challenges solved by telling the shop what was found: each module says what a report must
 * name (its `reportedIn`), and every feedback comment and complaint is judged against all of them.
 */
export const reportChallenges = catalogue.filter((c): c is ChallengeDefinition & { reportedIn: ReportCheck } => c.reportedIn !== undefined);

/** Judges a feedback comment or complaint message, as the student wrote it. */
export async function judgeReport(ctx: InstanceContext, text: string): Promise<void> {
  for (const challenge of reportChallenges) await solveIf(ctx, challenge, () => challenge.reportedIn(text));
  // The LLM assistant's leaked system prompt, handed back (judged by its likeness, not by words).
  await judgePromptReport(ctx, text);
}
