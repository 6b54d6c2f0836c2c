import type { Announcer, CohortClock } from "../../party/events";
import type { AppConfig } from "../config";
import type { Environment } from "../config/environment";
import type { DataHandle } from "../db/handle";
import type { TextFiles } from "../i18n/texts";

export const appVersion = "0.1.0";

/**
 * Everything a request knows about the instance it runs in: its name, its data, how to tell its
 * room what happened, and the validated environment. Routes reach the instance only through this,
 * never through bindings or a constant name, so the same API serves an instance on D1 and one in
 * its own Durable Object.
 */
export interface InstanceContext {
  name: string;
  data: DataHandle;
  announce: Announcer;
  config: AppConfig;
  secrets: Environment["secrets"];
  version: string;
  /** The LLM support chat's model, or null when none is configured. */
  llm: Environment["llm"];
  /** The translations' files (worker/i18n/texts.ts): what a student reads, in their language. */
  textFiles: TextFiles;
  /** In cohort mode: the student's cohort, their name in it, and its end time. */
  cohort?: CohortClock;
}

export function createInstanceContext(
  name: string,
  data: DataHandle,
  announce: Announcer,
  environment: Environment,
  textFiles: TextFiles,
): InstanceContext {
  return { name, data, announce, config: environment.config, secrets: environment.secrets, version: appVersion, llm: environment.llm, textFiles };
}
