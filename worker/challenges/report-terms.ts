/**
 * How the "report what you found" challenges recognise a report: a feedback comment or a complaint
 * that names what the student found. Each challenge module says which terms it wants; the judge
 * (worker/lib/reports.ts) asks every such module about every report.
 */
export type ReportCheck = (text: string) => boolean;

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A term as a whole word, case-insensitive: "md5" is not found in "cmd5x", "4.2.1" not in "14.2.1"
 * or "4.2.10" (a version may follow a "v" or an "@", as people write them).
 */
function termPattern(term: string): RegExp {
  const before = /^[0-9]/.test(term) ? "(?<![0-9.])" : "(?<![A-Za-z0-9_])";
  const after = /[0-9]$/.test(term) ? "(?![0-9]|\\.[0-9])" : "(?![A-Za-z0-9_])";
  return new RegExp(`${before}${escape(term)}${after}`, "i");
}

/** The text names at least one of the terms. */
export function namesAny(...terms: string[]): ReportCheck {
  const patterns = terms.map(termPattern);
  return (text) => patterns.some((pattern) => pattern.test(text));
}

/** Every check holds. */
export const allOf =
  (...checks: ReportCheck[]): ReportCheck =>
  (text) =>
    checks.every((check) => check(text));

/** At least one check holds. */
export const anyOf =
  (...checks: ReportCheck[]): ReportCheck =>
  (text) =>
    checks.some((check) => check(text));
