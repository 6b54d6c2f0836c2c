import type { CtfChallenge } from "./export";
import { fbctfCountryCodes, fbctfEnabledCountryCodes } from "./fbctf-countries";
import { plainText } from "./text";

/**
 * FBCTF's JSON import. One document serves two of its admin imports: "Import Categories" reads
 * `categories` ({category, protected}), "Import Levels" reads `levels`. Levels must come second:
 * FBCTF silently skips a level whose category or country (`entity_iso_code`) it does not know.
 * Its "Import Game" is not this shape: it also wants teams (with password hashes) and logos.
 * Each level is a flag level ("flag": compared case-sensitively) with one hint text and the
 * penalty for reading it; the bonus fields are 0 so that points match the board. FBCTF imports
 * levels switched off: the admin switches them on.
 */

export interface FbctfLevel {
  type: "flag";
  title: string;
  active: boolean;
  description: string;
  entity_iso_code: string;
  category: string;
  points: number;
  bonus: number;
  bonus_dec: number;
  bonus_fix: number;
  flag: string;
  hint: string;
  penalty: number;
  links: string[];
  attachments: { filename: string; type: string }[];
}

export interface FbctfDocument {
  categories: { category: string; protected: boolean }[];
  levels: FbctfLevel[];
}

/** What in the country mapping keeps levels off FBCTF's map: codes it lacks, countries shared, countries it keeps disabled. */
export function countryProblems(challenges: readonly CtfChallenge[]): string[] {
  const warnings: string[] = [];
  const unknown = challenges.filter((c) => !fbctfCountryCodes.has(c.country.code));
  if (unknown.length) {
    warnings.push(
      `FBCTF has no country ${unknown.map((c) => `${c.country.code} (${c.key})`).join(", ")}: it skips those levels. Map them to other countries.`,
    );
  }
  const byCode = new Map<string, CtfChallenge[]>();
  for (const c of challenges) byCode.set(c.country.code, [...(byCode.get(c.country.code) ?? []), c]);
  const shared = [...byCode].filter(([, members]) => members.length > 1);
  if (shared.length) {
    warnings.push(
      `Several levels share a country, and FBCTF's map shows one level per country: ${shared
        .map(([code, members]) => `${code} (${members.map((c) => c.key).join(", ")})`)
        .join("; ")}.`,
    );
  }
  const disabled = [...byCode.keys()].filter((code) => fbctfCountryCodes.has(code) && !fbctfEnabledCountryCodes.has(code)).sort();
  if (disabled.length) {
    warnings.push(`Enable these countries in FBCTF's admin (Countries) so their levels show on the map: ${disabled.join(", ")}.`);
  }
  return warnings;
}

export function fbctfDocument(challenges: readonly CtfChallenge[]): FbctfDocument {
  const categories = [...new Set(challenges.map((c) => c.category))].sort();
  return {
    categories: categories.map((category) => ({ category, protected: false })),
    levels: challenges.map((c) => ({
      type: "flag",
      title: c.name,
      active: true,
      description: plainText(c.description),
      entity_iso_code: c.country.code,
      category: c.category,
      points: c.points,
      bonus: 0,
      bonus_dec: 0,
      bonus_fix: 0,
      flag: c.flag,
      // One hint per level in FBCTF: all of the challenge's hints, for one price.
      hint: c.hints.map((h) => plainText(h.text)).join("\n"),
      penalty: c.hints[0]?.cost ?? 0,
      links: [],
      attachments: [],
    })),
  };
}

export function fbctfJson(challenges: readonly CtfChallenge[]): { json: string; warnings: string[] } {
  return { json: `${JSON.stringify(fbctfDocument(challenges), null, 2)}\n`, warnings: countryProblems(challenges) };
}
