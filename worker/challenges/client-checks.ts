import type { InstanceContext } from "../instance";
import { solveIf } from "./engine";

/**
 * Detectors for what only the browser can see, reported through the instance room. The browser
 * reports; the server decides: a report solves only when it carries the real evidence.
 */

export const localXssPayload = '<iframe src="javascript:alert(`xss`)">';

/** The search page reports its search text after rendering it (into an HTML sink). */
export async function verifyLocalXss(ctx: InstanceContext, searchText: unknown): Promise<void> {
  await solveIf(ctx, "localXssChallenge", () => typeof searchText === "string" && searchText.includes(localXssPayload));
}

/** The notification list reports the notifications closed at once (shift-click). */
export async function verifyCloseNotifications(ctx: InstanceContext, closed: unknown): Promise<void> {
  await solveIf(ctx, "closeNotificationsChallenge", () => Array.isArray(closed) && closed.length > 1);
}
