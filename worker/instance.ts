import type { Announcer } from "../party/events";
import { loadConfig, type AppConfig } from "./config";
import { defaultCtfKey } from "./challenges/flags";
import { d1Handle, type DataHandle } from "./db/handle";

/**
 * Everything a request needs to know about the instance it runs in. The API receives it per
 * request, so the same Hono app can later run inside a per-student Durable Object.
 */
export interface InstanceContext {
  name: string;
  data: DataHandle;
  announce: Announcer;
  config: AppConfig;
  ctfKey: string;
  version: string;
  /** Secret for operator actions (reset); none means they are off. */
  operatorToken?: string;
}

export const appVersion = "0.1.0";

let cachedConfig: { source: string; config: AppConfig } | undefined;

/** Parses the configuration once per isolate (and again only if the variables change). */
export function configFor(env: Pick<Env, "SQUEEZE_PRESET" | "SQUEEZE_CONFIG">): AppConfig {
  const source = `${env.SQUEEZE_PRESET}\u0000${env.SQUEEZE_CONFIG}`;
  if (cachedConfig?.source !== source) cachedConfig = { source, config: loadConfig(env) };
  return cachedConfig.config;
}

export function createInstanceContext(env: Env, name: string, announce: Announcer): InstanceContext {
  return {
    name,
    data: d1Handle(env.DB),
    announce,
    config: configFor(env),
    ctfKey: env.CTF_KEY || defaultCtfKey,
    version: appVersion,
    operatorToken: env.OPERATOR_TOKEN || undefined,
  };
}
