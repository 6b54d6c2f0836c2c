import { catalogue, challengeByKey } from "../challenges/registry";

/**
 * Points per solve by difficulty (1 to 6 stars): the scale CTF platforms import the catalogue
 * with, so a cohort's board ranks students as a CTF run of the same challenges would.
 */
export const pointsByDifficulty = [100, 250, 450, 700, 1000, 1350] as const;

export const pointsFor = (key: string) => {
  const challenge = challengeByKey.get(key);
  return challenge ? (pointsByDifficulty[challenge.difficulty - 1] ?? 0) : 0;
};

export interface StudentRow {
  id: string;
  name: string;
  active: boolean;
  /** Joined by link with a shop here, or their own deployment reporting here. */
  via: "browser" | "deploy";
}

/** A solve as the cohort records it; solves after the end time are kept but not counted. */
export interface SolveRow {
  student: string;
  key: string;
  at: number;
  counted: boolean;
}

export interface BoardCohort {
  code: string;
  name: string;
  joinUrl: string;
  endsAt: string | null;
  frozen: boolean;
}

export interface Board {
  cohort: BoardCohort;
  students: { name: string; score: number; solved: string[]; lastSolveAt: string | null; active: boolean; via: "browser" | "deploy" }[];
  challenges: {
    key: string;
    name: string;
    category: string;
    difficulty: number;
    solvers: number;
    firstSolve: { name: string; at: string } | null;
  }[];
  /** Counted solves in time order, for the board's chart. */
  timeline: { at: string; name: string; key: string; points: number }[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The trainer's board from the roster and the counted solves: students by score, then by who got there first. */
export function buildBoard(cohort: BoardCohort, roster: readonly StudentRow[], solves: readonly SolveRow[]): Board {
  const counted = solves.filter((s) => s.counted && challengeByKey.has(s.key)).sort((a, b) => a.at - b.at);
  const byStudent = new Map(roster.map((s) => [s.id, { row: s, score: 0, solved: [] as string[], last: 0 }]));
  const byChallenge = new Map<string, { solvers: number; first: { student: string; at: number } | null }>();
  const timeline: Board["timeline"] = [];
  for (const solve of counted) {
    const student = byStudent.get(solve.student);
    if (!student) continue;
    const points = pointsFor(solve.key);
    student.score += points;
    student.solved.push(solve.key);
    student.last = solve.at;
    const challenge = byChallenge.get(solve.key) ?? { solvers: 0, first: null };
    challenge.solvers++;
    challenge.first ??= { student: solve.student, at: solve.at };
    byChallenge.set(solve.key, challenge);
    timeline.push({ at: iso(solve.at), name: student.row.name, key: solve.key, points });
  }
  const nameOf = (id: string) => byStudent.get(id)?.row.name ?? "";
  return {
    cohort,
    students: [...byStudent.values()]
      .sort((a, b) => b.score - a.score || (a.last || Infinity) - (b.last || Infinity) || a.row.name.localeCompare(b.row.name))
      .map((s) => ({
        name: s.row.name,
        score: s.score,
        solved: s.solved,
        lastSolveAt: s.last ? iso(s.last) : null,
        active: s.row.active,
        via: s.row.via,
      })),
    challenges: catalogue.map((c) => {
      const stats = byChallenge.get(c.key);
      return {
        key: c.key,
        name: c.name,
        category: c.category,
        difficulty: c.difficulty,
        solvers: stats?.solvers ?? 0,
        firstSolve: stats?.first ? { name: nameOf(stats.first.student), at: iso(stats.first.at) } : null,
      };
    }),
    timeline,
  };
}
