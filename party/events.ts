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
  hidden: boolean;
  isRestore: boolean;
}

export interface CodeChallengeSolvedEvent {
  key: string;
  codingChallengeStatus: 1 | 2;
}

/** From the room to browsers. */
export type ServerMessage =
  | { type: "challenge solved"; data: ChallengeSolvedEvent }
  | { type: "code challenge solved"; data: CodeChallengeSolvedEvent }
  | { type: "server started"; data?: undefined };

/** From browsers to the room. Anything else a browser sends is ignored. */
export type ClientMessage =
  | { type: "notification received"; data: string }
  | { type: "verifyLocalXssChallenge"; data: string }
  | { type: "verifyCloseNotificationsChallenge"; data: unknown[] }
  | { type: "verifySvgInjectionChallenge"; data: string };

/** The party name in URLs (/parties/instance-room/<instance>) for the InstanceRoom class. */
export const instanceRoomParty = "instance-room";

/** Local runs have one instance; per-student instances get their own names later. */
export const defaultInstanceName = "default";

/** How the worker tells the room what happened. */
export interface Announcer {
  challengeSolved(event: ChallengeSolvedEvent): Promise<void>;
  codeChallengeSolved(event: CodeChallengeSolvedEvent): Promise<void>;
  serverStarted(): Promise<void>;
}
