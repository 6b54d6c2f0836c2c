import type { BrowserReportType } from "../../party/events";
import { plainText } from "../lib/plain-text";
import type { ChallengeDefinition } from "./types";

/**
 * Every challenge, gathered from its own module in `catalogue/`. Adding a challenge means adding a
 * module there; nothing here lists them by hand.
 */
const modules = import.meta.glob<ChallengeDefinition>("./catalogue/*.ts", { eager: true, import: "default" });

/** The catalogue, in id order. */
export const catalogue: readonly ChallengeDefinition[] = Object.values(modules).sort((a, b) => a.id - b.id);

export const challengeByKey: ReadonlyMap<string, ChallengeDefinition> = new Map(catalogue.map((c) => [c.key, c]));
export const challengeById: ReadonlyMap<number, ChallengeDefinition> = new Map(catalogue.map((c) => [c.id, c]));

/** Which module file each challenge came from (for the docs and the catalogue tests). */
export const moduleFileOf: ReadonlyMap<string, string> = new Map(
  Object.entries(modules).map(([path, c]) => [c.key, path.slice(path.lastIndexOf("/") + 1)]),
);

/** The challenges that judge a given kind of browser report. */
export function challengesCheckedBy(report: BrowserReportType): ChallengeDefinition[] {
  return catalogue.filter((c) => c.browserCheck?.report === report);
}

export const hasCodingChallenge = (challenge: ChallengeDefinition) => challenge.coding !== undefined;

/** The challenge-to-country map of FBCTF-style games, as GET /rest/country-mapping serves it. */
export const countryMapping: Readonly<Record<string, { name: string; code: string }>> = Object.fromEntries(
  catalogue.map((c) => [c.key, c.ctfCountry]),
);

/** The description without HTML, as the solved notification quotes it. */
export const plainDescription = (challenge: Pick<ChallengeDefinition, "description">): string => plainText(challenge.description);
