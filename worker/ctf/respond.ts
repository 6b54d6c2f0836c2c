import { defaultCtfKey } from "../challenges/flags";
import type { AppConfig } from "../config";
import { countryMappingOf } from "./country-mapping";
import type { CtfExportQuery } from "./options";

/** Carries the export's warnings (a JSON array of strings) to scripts and the trainer's page. */
export const warningsHeader = "X-Squeeze-Export-Warnings";

const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The export file as a download. The generators load on the first export only: they are not
 * needed on any of the shop's own requests.
 */
export async function ctfExportResponse(
  query: CtfExportQuery,
  o: { instanceKey: string; config: AppConfig; label?: string },
): Promise<Response> {
  const { ctfExport } = await import("./export");
  const flagKey = query.flags === "static" ? query.key! : o.instanceKey;
  const file = await ctfExport({
    format: query.format,
    hints: query.hints,
    hintCostPercent: query.hintCost,
    flagKey,
    countryMapping: countryMappingOf(o.config),
    applicationName: o.config.application.name,
    label: o.label,
  });
  const warnings = [...file.warnings];
  if (flagKey === defaultCtfKey) {
    warnings.unshift("The flags use Squeeze's built-in key, which anyone can read in its source: set CTF_KEY for a CTF that others reach.");
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      // The file holds every flag.
      "Cache-Control": "no-store",
      [warningsHeader]: asciiJson(warnings),
    },
  });
}
