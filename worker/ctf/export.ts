import { flagFor } from "../challenges/flags";
import { catalogue } from "../challenges/registry";
import type { ChallengeDefinition } from "../challenges/types";
import { pointsByDifficulty } from "../cohort/board";
import type { CountryMapping } from "./country-mapping";
import { ctfdCsv } from "./ctfd";
import { fbctfJson } from "./fbctf";
import type { CtfFormat, HintMode } from "./options";
import { rootTheBoxXml } from "./rootthebox";

/**
 * The catalogue as files the usual CTF platforms import: CTFd's challenge CSV, RootTheBox's XML,
 * FBCTF's JSON (docs/ctf.md). Pure: everything instance-specific (the key, the countries, the
 * shop's name) comes in through the options.
 */

export interface CtfExportOptions {
  format: CtfFormat;
  hints: HintMode;
  /** With paid hints: each hint's price in percent of its challenge's points (rounded to whole points). */
  hintCostPercent: number;
  /** The flags are HMAC-SHA1 of each challenge's name under this key, as the shop computes them. */
  flagKey: string;
  countryMapping: CountryMapping;
  /** The shop's name: RootTheBox's corporation and the start of the file's name. */
  applicationName: string;
  /** Goes into the file's name (a cohort's code). */
  label?: string;
}

export interface CtfHint {
  /** HTML, as the catalogue writes it. */
  text: string;
  cost: number;
}

/** One challenge as every format sees it. */
export interface CtfChallenge {
  key: string;
  name: string;
  category: string;
  difficulty: number;
  tags: readonly string[];
  /** HTML, as the catalogue writes it. */
  description: string;
  /** The same points the cohort board gives (worker/cohort/board.ts). */
  points: number;
  flag: string;
  hints: CtfHint[];
  country: { name: string; code: string };
}

export interface CtfFile {
  body: string;
  filename: string;
  contentType: string;
  /** What would keep the file from working as a trainer expects (e.g. FBCTF countries it lacks). */
  warnings: string[];
}

export const pointsOf = (difficulty: number) => pointsByDifficulty[difficulty - 1] ?? 0;

const hintsOf = (challenge: ChallengeDefinition, points: number, options: Pick<CtfExportOptions, "hints" | "hintCostPercent">): CtfHint[] => {
  if (options.hints === "none") return [];
  const cost = options.hints === "paid" ? Math.round((points * options.hintCostPercent) / 100) : 0;
  return challenge.hints.map((text) => ({ text, cost }));
};

/** Every challenge of the catalogue, in id order, with its points, flag, hints and country. */
export async function ctfChallenges(options: Omit<CtfExportOptions, "format" | "applicationName" | "label">): Promise<CtfChallenge[]> {
  return Promise.all(
    catalogue.map(async (challenge) => {
      const points = pointsOf(challenge.difficulty);
      return {
        key: challenge.key,
        name: challenge.name,
        category: challenge.category,
        difficulty: challenge.difficulty,
        tags: challenge.tags,
        description: challenge.description,
        points,
        flag: await flagFor(options.flagKey, challenge.name),
        hints: hintsOf(challenge, points, options),
        country: options.countryMapping[challenge.key] ?? challenge.ctfCountry,
      };
    }),
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "squeeze";

const fileKinds = {
  ctfd: { suffix: "ctfd.csv", contentType: "text/csv; charset=utf-8" },
  rootthebox: { suffix: "rootthebox.xml", contentType: "application/xml; charset=utf-8" },
  fbctf: { suffix: "fbctf.json", contentType: "application/json; charset=utf-8" },
} as const satisfies Record<CtfFormat, unknown>;

export async function ctfExport(options: CtfExportOptions): Promise<CtfFile> {
  const challenges = await ctfChallenges(options);
  const kind = fileKinds[options.format];
  const filename = [slug(options.applicationName), options.label ? slug(options.label) : null, kind.suffix].filter(Boolean).join("-");
  switch (options.format) {
    case "ctfd":
      return { body: ctfdCsv(challenges), filename, contentType: kind.contentType, warnings: [] };
    case "rootthebox":
      return { body: rootTheBoxXml(challenges, { corporation: options.applicationName }), filename, contentType: kind.contentType, warnings: [] };
    case "fbctf": {
      const { json, warnings } = fbctfJson(challenges);
      return { body: json, filename, contentType: kind.contentType, warnings };
    }
  }
}
