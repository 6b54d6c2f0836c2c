import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import securityPolicy from "../challenges/catalogue/security-policy";
import { solveIf } from "../challenges/engine";
import { escapeHtml } from "../lib/html";

/**
 * /.well-known: the shop's security policy (security.txt, RFC 9116) and its CSAF 2.0 provider
 * (provider metadata, and the advisories with their checksums in the directory "white"). The
 * advisories are written by scripts/make-csaf.mjs; the policy and the metadata name the address
 * the instance is reached at, so they are built per request.
 */

const advisoryFiles = import.meta.glob<string>("../db/seed/well-known/csaf/white/**/*", { query: "?raw", import: "default", eager: true });
const csafDirectory = "/.well-known/csaf/white";
/** Path below /.well-known/csaf/white → text. */
const advisories = new Map(Object.entries(advisoryFiles).map(([path, text]) => [path.slice(path.indexOf("/white/") + "/white/".length), text]));

const origin = (c: Context<ApiEnv>) => new URL(c.req.url).origin;

function contentType(path: string) {
  if (path.endsWith(".json")) return "application/json";
  if (path.endsWith(".csv")) return "text/csv; charset=utf-8";
  return "text/plain; charset=utf-8";
}

/** The policy expires a year from now: a security.txt is meant to be looked at again. */
export function securityTxt(base: string, contactDomain: string): string {
  const expires = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, "Z");
  return [
    "# The Squeeze security team reads every report. Thank you for looking out for our customers.",
    `Contact: mailto:security@${contactDomain}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en, de",
    `Policy: ${base}/ftp/legal.md`,
    `Acknowledgments: ${base}/score-board`,
    `Canonical: ${base}/.well-known/security.txt`,
    `CSAF: ${base}/.well-known/csaf/provider-metadata.json`,
    "",
  ].join("\n");
}

function providerMetadata(base: string, contactDomain: string) {
  return {
    canonical_url: `${base}/.well-known/csaf/provider-metadata.json`,
    distributions: [{ directory_url: `${base}${csafDirectory}/` }],
    last_updated: "2026-03-09T08:15:00.000Z",
    list_on_CSAF_aggregators: false,
    metadata_version: "2.0",
    mirror_on_CSAF_aggregators: false,
    public_openpgp_keys: [],
    publisher: {
      category: "vendor",
      contact_details: `security@${contactDomain}`,
      name: "Squeeze Security Team",
      namespace: base,
    },
    role: "csaf_provider",
  };
}

/** A folder of the advisory directory, as a plain listing (HTML for browsers, JSON otherwise). */
function listing(c: Context<ApiEnv>, folder: string) {
  const prefix = folder === "" ? "" : `${folder}/`;
  const names = new Set<string>();
  for (const path of advisories.keys()) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    names.add(rest.includes("/") ? `${rest.slice(0, rest.indexOf("/"))}/` : rest);
  }
  if (names.size === 0) throw new HTTPException(404, { message: `No such folder: ${csafDirectory}/${folder}` });
  const entries = [...names].sort();
  const here = `${csafDirectory}/${prefix}`;
  if (!(c.req.header("Accept") ?? "").includes("text/html")) return c.json({ folder: here, entries }, 200);
  const rows = entries.map((name) => `<li><a href="${escapeHtml(here + name)}">${escapeHtml(name)}</a></li>`).join("\n");
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Index of ${escapeHtml(here)}</title></head><body><h1>Index of ${escapeHtml(here)}</h1><ul>\n${rows}\n</ul></body></html>`, 200);
}

export const wellKnownApi = new Hono<ApiEnv>({ strict: false })
  .get("/security.txt", async (c) => {
    const ctx = c.get("instance");
    // Reading the policy before probing is what the challenge asks for: not a vulnerability.
    await solveIf(ctx, securityPolicy, () => true);
    return c.text(securityTxt(origin(c), ctx.config.application.domain), 200);
  })
  .get("/csaf/provider-metadata.json", (c) => c.json(providerMetadata(origin(c), c.get("instance").config.application.domain), 200))
  .get("/csaf/white", (c) => listing(c, ""))
  .get("/csaf/white/:path{.+}", (c) => {
    const path = c.req.param("path").replace(/\/$/, "");
    const text = advisories.get(path);
    if (text === undefined) return listing(c, path);
    return c.body(text, 200, { "Content-Type": contentType(path), "X-Content-Type-Options": "nosniff" });
  });
