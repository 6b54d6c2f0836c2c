import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import { countryMappingOf, countryMappingYaml } from "../ctf/country-mapping";
import { readDataVersion } from "../db/data-version";
import { roomAddress } from "../instance/address";

/** Public configuration the shop's browser code reads. Mounted at /rest/admin. */
export const adminApi = new Hono<ApiEnv>({ strict: false })
  .get("/application-configuration", (c) => c.json({ config: c.get("instance").config }))
  .get("/application-version", (c) => c.json({ version: c.get("instance").version }))
  // The data's version: a page rendered for it stays right until it moves (the page cache).
  .get("/data-version", async (c) => c.json({ version: await readDataVersion(c.get("instance").data) }))
  // Which instance answered, and where its room is (for scripts; pages learn it while rendering).
  .get("/instance", (c) => {
    const { name, data, cohort } = c.get("instance");
    return c.json({ name, store: data.kind, room: roomAddress(data.kind, name), cohort: cohort ?? null });
  });

/**
 * GET /rest/country-mapping: the challenge-to-country map of FBCTF-style games (each challenge
 * module's country, with the configuration's overrides on top).
 */
export const countryMappingApi = new Hono<ApiEnv>({ strict: false }).get("/", (c) => c.json(countryMappingOf(c.get("instance").config)));

/**
 * GET /rest/country-mapping.yml: the same mapping as the YAML document (`ctf.countryMapping`) the
 * reference exporter's `countryMapping` option loads for FBCTF, so that a class without internet
 * access can point the exporter at its own instance (docs/ctf.md).
 */
export const countryMappingYamlApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) =>
  c.body(await countryMappingYaml(countryMappingOf(c.get("instance").config)), 200, { "Content-Type": "application/yaml; charset=utf-8" }),
);
