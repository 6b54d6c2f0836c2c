import type { CtfChallenge } from "./export";

/**
 * CTFd's challenge CSV (Admin → Config → Backup → Import CSV, type "Challenges"). CTFd reads it
 * with Python's csv.DictReader and hands every column it does not pop itself to the challenge
 * model, so only model columns may appear besides the ones it handles: `type` (popped), `flags`
 * and `hints` (JSON lists, so commas inside stay whole), `tags` (comma-separated).
 */
export const ctfdColumns = ["name", "category", "description", "value", "type", "state", "flags", "tags", "hints"] as const;

/** RFC 4180: quoted when it has a comma, quote or line break; quotes doubled. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function ctfdCsv(challenges: readonly CtfChallenge[]): string {
  const rows = challenges.map((c) => {
    const row: Record<(typeof ctfdColumns)[number], string> = {
      name: c.name,
      category: c.category,
      description: c.description,
      value: String(c.points),
      type: "standard",
      state: "visible",
      flags: JSON.stringify([{ type: "static", content: c.flag }]),
      tags: c.tags.join(","),
      hints: c.hints.length ? JSON.stringify(c.hints.map((h) => ({ content: h.text, cost: h.cost }))) : "",
    };
    return ctfdColumns.map((column) => field(row[column])).join(",");
  });
  return [ctfdColumns.join(","), ...rows].map((line) => `${line}\r\n`).join("");
}
