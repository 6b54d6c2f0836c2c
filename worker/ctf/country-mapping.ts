import { countryMapping } from "../challenges/registry";
import type { AppConfig } from "../config";

export type CountryMapping = Readonly<Record<string, { name: string; code: string }>>;

/** Each challenge module's country, with the configuration's overrides (`ctf.countryMapping`) on top. */
export const countryMappingOf = (config: AppConfig): CountryMapping => ({ ...countryMapping, ...config.ctf.countryMapping });

/**
 * The mapping as the document the reference exporter's `countryMapping` option loads: YAML with
 * `ctf.countryMapping.<challenge key>.{name, code}`, the shape of a shop configuration file, so
 * an offline class can point the exporter at its own instance.
 */
export async function countryMappingYaml(mapping: CountryMapping): Promise<string> {
  const { stringify } = await import("yaml");
  const countries = Object.fromEntries(Object.entries(mapping).map(([key, { name, code }]) => [key, { name, code }]));
  return stringify({ ctf: { countryMapping: countries } });
}
