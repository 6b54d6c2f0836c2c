/**
 * The challenge catalogue: typed data, append-only. An entry's id never changes once given
 * (continue codes encode ids), and an entry joins together with its working vulnerability, so the
 * score board never lists a challenge that cannot be solved. Keys, categories and difficulties
 * follow the public reference catalogue; names may follow our own world; texts are our own.
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

export interface ChallengeDefinition {
  /** Stable forever; 999 is reserved as the id no challenge has (continueCodeChallenge). */
  id: number;
  key: string;
  name: string;
  category: (typeof categories)[number];
  difficulty: 1 | 2 | 3 | 4 | 5 | 6;
  tags: (typeof tags)[number][];
  /** HTML allowed. */
  description: string;
  /** Shown on the score board when hints are enabled. */
  hints: string[];
  mitigationUrl: string | null;
  tutorialOrder: number | null;
}

const cheatSheets = "https://cheatsheetseries.owasp.org/cheatsheets";

export const catalogue = [
  {
    id: 1,
    key: "scoreBoardChallenge",
    name: "Score Board",
    category: "Miscellaneous",
    difficulty: 1,
    tags: ["Tutorial", "Code Analysis"],
    description: "Track down the shop's hidden score board. No menu links to it, but the shop's own code knows the way.",
    hints: [
      "The shop's JavaScript bundles list every client route, linked or not.",
      "Guessing works too: what would you call a page that keeps the score?",
    ],
    mitigationUrl: null,
    tutorialOrder: 1,
  },
  {
    id: 2,
    key: "loginAdminChallenge",
    name: "Login Admin",
    category: "Injection",
    difficulty: 2,
    tags: ["Tutorial", "Good for Demos"],
    description: "Sign in as the administrator without knowing their password.",
    hints: [
      "Type a single quote into the login form's email field and read what comes back.",
      "The email you type ends up inside the SQL query. What if part of the query stopped counting?",
    ],
    mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
    tutorialOrder: 3,
  },
  {
    id: 3,
    key: "errorHandlingChallenge",
    name: "Error Handling",
    category: "Security Misconfiguration",
    difficulty: 1,
    tags: ["Prerequisite"],
    description:
      "Make the shop fail in a way it did not plan for, so that it shows you more about its insides than it should.",
    hints: [
      "Feed an input field something that breaks the query behind it.",
      "A well-built shop answers bad input politely; this one sometimes spills its stack.",
    ],
    mitigationUrl: `${cheatSheets}/Error_Handling_Cheat_Sheet.html`,
    tutorialOrder: null,
  },
  {
    id: 4,
    key: "continueCodeChallenge",
    name: "Imaginary Challenge",
    category: "Cryptographic Issues",
    difficulty: 6,
    tags: ["Shenanigans", "Code Analysis"],
    description:
      "Get the shop to credit you with challenge #999, a challenge that does not exist.",
    hints: [
      "Your progress travels as a continue code. How is it built, and could you build one yourself?",
      "The library and its parameters that encode continue codes are no secret to anyone who reads the code.",
    ],
    mitigationUrl: null,
    tutorialOrder: null,
  },
  {
    id: 5,
    key: "closeNotificationsChallenge",
    name: "Mass Dispel",
    category: "Miscellaneous",
    difficulty: 1,
    tags: [],
    description: "Wave away every solved-challenge notification at once.",
    hints: ["Solve a few challenges first, then try a modifier key while closing a notification."],
    mitigationUrl: null,
    tutorialOrder: null,
  },
  {
    id: 6,
    key: "localXssChallenge",
    name: "DOM XSS",
    category: "XSS",
    difficulty: 1,
    tags: ["Tutorial", "Good for Demos"],
    description:
      'Run a DOM XSS attack with <code>&lt;iframe src="javascript:alert(`xss`)"&gt;</code>.',
    hints: [
      "Look for a page that writes what you typed back into itself.",
      "The search results heading trusts its input a little too much.",
    ],
    mitigationUrl: `${cheatSheets}/DOM_based_XSS_Prevention_Cheat_Sheet.html`,
    tutorialOrder: 2,
  },
  {
    id: 7,
    key: "unionSqlInjectionChallenge",
    name: "User Credentials",
    category: "Injection",
    difficulty: 4,
    tags: [],
    description: "Get every customer's email address and password hash out of the shop in a single request.",
    hints: [
      "The product search hands your text straight to the database.",
      "A UNION lets one query return rows from another table, as long as the columns line up.",
    ],
    mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
    tutorialOrder: null,
  },
  {
    id: 8,
    key: "dbSchemaChallenge",
    name: "Database Schema",
    category: "Injection",
    difficulty: 3,
    tags: [],
    description: "Make the shop reveal the definition of every table in its database.",
    hints: [
      "SQLite keeps the CREATE statement of every table in a table of its own.",
      "The product search can be talked into returning rows it was never meant to.",
    ],
    mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
    tutorialOrder: null,
  },
] as const satisfies readonly ChallengeDefinition[];

export type Challenge = (typeof catalogue)[number];
export type ChallengeKey = Challenge["key"];

export const challengeByKey = new Map<string, Challenge>(catalogue.map((c) => [c.key, c]));
export const challengeById = new Map<number, Challenge>(catalogue.map((c) => [c.id, c]));

/** The description without HTML, as the solved notification quotes it. */
export function plainDescription(challenge: Pick<ChallengeDefinition, "description">): string {
  return challenge.description
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
