/**
 * The messages of the instance room, shared by the room, the worker and the browser.
 * On the wire each is JSON `{ "type": <event name>, "data": <payload> }`; the event names are the
 * reference shop's, so its walkthroughs and scripts read the same.
 */

export interface ChallengeSolvedEvent {
  key: string;
  name: string;
  /** "<name> (<plain description>)" */
  challenge: string;
  flag: string;
  /** No card for this event: notifications are switched off, or it is a restore after a reset. */
  hidden: boolean;
  /** Not a fresh exploit: a restore from a continue code, or a repeated notification. */
  isRestore: boolean;
}

export interface CodeChallengeSolvedEvent {
  key: string;
  codingChallengeStatus: 1 | 2;
}

/** What a student's pages show of their cohort: its name, their name and the event clock. */
export interface CohortClock {
  code: string;
  name: string;
  student: string;
  endsAt: string | null;
}

/** A trainer's broadcast to every student of a cohort. */
export interface CohortMessage {
  message: string;
  at: string;
}

/** From the room to browsers. */
export type ServerMessage =
  | { type: "challenge solved"; data: ChallengeSolvedEvent }
  | { type: "code challenge solved"; data: CodeChallengeSolvedEvent }
  | { type: "server started"; data?: undefined }
  | { type: "cohort message"; data: CohortMessage }
  | { type: "cohort changed"; data: CohortClock }
  | { type: "pong"; data: string };

/**
 * What a browser may report about what only it can see. The names are fixed by compatibility;
 * each challenge module with a browser check picks one.
 */
export const browserReportTypes = [
  "verifyLocalXssChallenge",
  "verifyCloseNotificationsChallenge",
  "verifySvgInjectionChallenge",
] as const;
export type BrowserReportType = (typeof browserReportTypes)[number];

/**
 * `verifyLocalXssChallenge`'s data: the search page saw the markup of its search text run, either
 * script (a dialog function called from the page or a frame the markup built) or a frame of the
 * shop's promotion page. `nonce` is the one the server issued with that render of the page, for
 * exactly `q` (worker/lib/search-renders.ts); without it the report counts for nothing.
 */
/** Longest search text whose render gets a nonce (the room ignores messages over 16 kB anyway). */
export const maxRenderedSearchText = 2000;

export interface SearchRunReport {
  nonce: string;
  q: string;
  ran: "script" | "frame";
}

/**
 * From browsers to the room. Anything else a browser sends is ignored. `ping` is answered with a
 * `pong` once everything the browser sent before it has been handled (a barrier for tests and
 * scripts).
 */
export type ClientMessage =
  | { type: "notification received"; data: string }
  | { type: BrowserReportType; data: unknown }
  | { type: "ping"; data: string };

/** How the worker tells the room what happened. */
export interface Announcer {
  challengeSolved(event: ChallengeSolvedEvent): Promise<void>;
  codeChallengeSolved(event: CodeChallengeSolvedEvent): Promise<void>;
  serverStarted(): Promise<void>;
}

/** Where a page finds its instance's room: /parties/<party>/<name>. The server tells the page. */
export interface RoomAddress {
  party: string;
  name: string;
}

/** Query parameter of the room URL: replay solves since this time (ms), even acknowledged ones. */
export const sinceParameter = "since";
