import type { AppConfig } from "../config";
import { modelNeeded } from "../lib/llm/settings";
import type { ChallengeDefinition } from "./types";

/**
 * Why a challenge cannot be played on this deployment, or null when it can: what GET
 * /api/Challenges says as `disabledEnv` (the score board then shows it as unavailable and hides it
 * unless asked) and what keeps the engine from recording an exploit of it.
 */

/** The tag of the challenges whose payloads can reach other people using the same shop. */
export const dangerZone = "Danger Zone";

export const safetyModeNote =
  "safety mode is on (challenges.safetyMode in the configuration): on a shop that several people share, this challenge's payloads would reach the others";

/**
 * Safety mode, as the configuration asks: "enabled" hides the Danger Zone challenges. "auto"
 * decides as the reference decides for its containers, by whether the shop is shared; every Squeeze
 * instance is one person's (a local run, a student's own deployment, a seat in cohort mode), so
 * "auto" leaves them on. A trainer running one shop for a whole class sets "enabled".
 */
export const safetyModeOn = (config: AppConfig) => config.challenges.safetyMode === "enabled";

/** `llm`: the instance's model settings, null where none is configured (InstanceContext's). */
export function unavailableBecause(challenge: ChallengeDefinition, { config, llm }: { config: AppConfig; llm: object | null }): string | null {
  if (challenge.needs === "llm" && !llm) return modelNeeded;
  if (safetyModeOn(config) && challenge.tags.includes(dangerZone)) return safetyModeNote;
  return null;
}
