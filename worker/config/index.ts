import { z } from "zod";
import { defaultConfig, presets, type PresetName } from "./presets";
import { configSchema, type AppConfig } from "./schema";

export type { AppConfig } from "./schema";

export class ConfigError extends Error {
  override name = "ConfigError";
}

export interface ConfigSource {
  /** A preset name: default, ctf or tutorial. */
  SQUEEZE_PRESET?: string;
  /** JSON merged over the preset. */
  SQUEEZE_CONFIG?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function merge(base: unknown, override: unknown): unknown {
  if (!isObject(base) || !isObject(override)) return override === undefined ? base : override;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) result[key] = merge(base[key], value);
  return result;
}

/**
 * Builds the configuration from the preset and the optional JSON override, and validates it.
 * Throws a ConfigError whose message lists every problem with its path, for the start script to
 * print.
 */
export function loadConfig(source: ConfigSource): AppConfig {
  const presetName = source.SQUEEZE_PRESET || "default";
  if (!Object.hasOwn(presets, presetName)) {
    throw new ConfigError(
      `Unknown configuration preset "${presetName}" in SQUEEZE_PRESET. Choose one of: ${Object.keys(presets).join(", ")}.`,
    );
  }
  let override: unknown = {};
  if (source.SQUEEZE_CONFIG?.trim()) {
    try {
      override = JSON.parse(source.SQUEEZE_CONFIG);
    } catch (error) {
      throw new ConfigError(`SQUEEZE_CONFIG is not valid JSON: ${(error as Error).message}`);
    }
  }
  const merged = merge(merge(defaultConfig, presets[presetName as PresetName]), override);
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration (preset "${presetName}"${source.SQUEEZE_CONFIG?.trim() ? " with SQUEEZE_CONFIG" : ""}):\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
