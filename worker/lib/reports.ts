import dlpPastebinDataLeak from "../challenges/catalogue/dlp-pastebin-data-leak";
import hiddenImage from "../challenges/catalogue/hidden-image";
import knownVulnerableComponent from "../challenges/catalogue/known-vulnerable-component";
import leakedApiKey from "../challenges/catalogue/leaked-api-key";
import csaf from "../challenges/catalogue/csaf";
import supplyChainAttack from "../challenges/catalogue/supply-chain-attack";
import typosquattingAngular from "../challenges/catalogue/typosquatting-angular";
import typosquattingNpm from "../challenges/catalogue/typosquatting-npm";
import weirdCrypto from "../challenges/catalogue/weird-crypto";
import { solveIf } from "../challenges/engine";
import type { InstanceContext } from "../instance/context";

/**
 * The challenges solved by telling the shop what was found: each module says what a report must
 * name (its `reportedIn`), and every feedback comment and complaint is judged against all of them.
 */
const reportChallenges = [
  weirdCrypto,
  typosquattingNpm,
  typosquattingAngular,
  knownVulnerableComponent,
  supplyChainAttack,
  hiddenImage,
  dlpPastebinDataLeak,
  leakedApiKey,
  csaf,
] as const;

/** Judges a feedback comment or complaint message, as the student wrote it. */
export async function judgeReport(ctx: InstanceContext, text: string): Promise<void> {
  for (const challenge of reportChallenges) await solveIf(ctx, challenge, () => challenge.reportedIn(text));
}
