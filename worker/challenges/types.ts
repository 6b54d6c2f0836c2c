import type { BrowserReportType, SearchRunReport } from "../../party/events";
import type { ReportCheck } from "./report-terms";

/**
 * What a challenge is. Each challenge is one small module in `catalogue/` that default-exports a
 * `defineChallenge({...})`; `registry.ts` derives everything else from those modules (the
 * Challenges rows, the country mapping, the room's dispatch of browser reports, the docs table and
 * the fence test). Keys, categories and difficulties follow the public reference catalogue; names
 * may follow our own world; every text is our own.
 */

export const categories = [
  "Broken Access Control",
  "Broken Anti Automation",
  "Broken Authentication",
  "Cryptographic Issues",
  "Improper Input Validation",
  "Injection",
  "Insecure Deserialization",
  "Miscellaneous",
  "Observability Failures",
  "Security Misconfiguration",
  "Security through Obscurity",
  "Sensitive Data Exposure",
  "Unvalidated Redirects",
  "Vulnerable Components",
  "XSS",
  "XXE",
] as const;

export const tags = [
  "Brute Force",
  "Code Analysis",
  "Contraption",
  "Danger Zone",
  "Good for Demos",
  "Good Practice",
  "OSINT",
  "Prerequisite",
  "Shenanigans",
  "Tutorial",
  "AI/LLM",
  "Web3",
] as const;

/**
 * A check of something only the browser can see (a DOM XSS that ran, notifications closed at
 * once). The browser reports; the server decides. A search page's report of its markup running
 * reaches `verify` only after the engine accepted its render nonce (worker/lib/search-renders.ts),
 * with the search text the server issued the nonce for; any other report's data is untrusted.
 */
export type BrowserCheck =
  | { report: "verifyLocalXssChallenge"; verify(run: Omit<SearchRunReport, "nonce">): boolean }
  | { report: Exclude<BrowserReportType, "verifyLocalXssChallenge">; verify(data: unknown): boolean };

/**
 * One change a Fix It option makes to the snippet: `from`, text that occurs exactly once in the
 * snippet as the coding challenge shows it (markers removed, dedented), becomes `to`.
 */
export interface SnippetEdit {
  from: string;
  to: string;
}

/** One option of a Fix It challenge: the snippet with its edits applied, and why it is (not) the fix. */
export interface CodeFix {
  edits: readonly SnippetEdit[];
  /** Why this option does (or does not) close the hole; shown after the student picks it. */
  explanation: string;
  correct: boolean;
}

/**
 * The Find It / Fix It part, for the challenges that have one. The snippet itself is read from the
 * challenge's `vuln-code-snippet` fence at build time; only what is not in the code lives here.
 */
export interface CodingChallenge {
  /** 3 or 4 options, exactly one correct. */
  fixes: readonly CodeFix[];
  /** Revealed one per wrong Find It answer. */
  hints: readonly string[];
}

export interface ChallengeDefinition {
  /** Stable forever (continue codes encode it); 999 is reserved as the id no challenge has. */
  id: number;
  /** The reference catalogue's key (most end in "Challenge"; one, emptyUserRegistration, does not). */
  key: string;
  name: string;
  category: (typeof categories)[number];
  difficulty: 1 | 2 | 3 | 4 | 5 | 6;
  tags: readonly (typeof tags)[number][];
  /** HTML allowed. */
  description: string;
  /** Shown on the score board when hints are enabled; the first is the challenge's hint. */
  hints: readonly string[];
  mitigationUrl: string | null;
  tutorialOrder: number | null;
  /** Shown beside the notification in FBCTF-style games (`ctf.showCountryDetailsInNotifications`). */
  ctfCountry: { name: string; code: string };
  /** Only for what a browser has to report. */
  browserCheck?: BrowserCheck;
  /** Only for the challenges with a Find It / Fix It part. */
  coding?: CodingChallenge;
  /**
   * The vulnerable code is fenced with `vuln-code-snippet` markers where it lives. A challenge
   * without such code (a UI affordance, not a flaw) says why here instead.
   */
  noVulnerableCode?: string;
  /**
   * A service the challenge cannot be solved without. Where the deployment lacks it, the score
   * board shows the challenge as unavailable, with how to provide it (GET /api/Challenges'
   * `disabledEnv`).
   */
  needs?: "llm";
  /**
   * Solved by a feedback comment or complaint that names what was found (built with the helpers of
   * report-terms.ts); worker/lib/reports.ts asks every module that has one. Never served.
   */
  reportedIn?: ReportCheck;
  /**
   * Solved when a browser loads this spacer image, which only the challenge's hidden screen shows;
   * worker/routes/padding-images.ts serves the spacers the modules name, and no other.
   */
  paddingImage?: `${number}px.png`;
}

/** Declares a challenge; the identity function keeps the literal types for the registry. */
export const defineChallenge = <const C extends ChallengeDefinition>(challenge: C): C => challenge;

export const cheatSheets = "https://cheatsheetseries.owasp.org/cheatsheets";
