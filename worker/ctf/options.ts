import { z } from "zod";

// What an export can be asked for, apart from the generators: routes validate without loading them.

export const ctfFormats = ["ctfd", "rootthebox", "fbctf"] as const;
export type CtfFormat = (typeof ctfFormats)[number];

/** none: no hints; free: hints at no cost; paid: each hint costs a share of the challenge's points. */
export const hintModes = ["none", "free", "paid"] as const;
export type HintMode = (typeof hintModes)[number];

/** The share the reference exporter charges for a paid hint. */
export const defaultHintCostPercent = 10;

/** How the flags of an export are keyed (docs/ctf.md, "Flags"). */
export const flagModes = ["instance", "static"] as const;

/**
 * The query of both export routes (GET /operator/ctf-export, GET /trainer/api/cohorts/:code/ctf-export).
 * `instance`: the key the shops behind the route use, so the file accepts exactly their flags;
 * `static`: the key given in `key`, for shops set up with that key elsewhere.
 */
export const ctfExportQuery = z
  .strictObject({
    format: z.enum(ctfFormats),
    hints: z.enum(hintModes).default("none"),
    hintCost: z.coerce
      .number()
      .min(0, "must be a percentage from 0 to 100")
      .max(100, "must be a percentage from 0 to 100")
      .default(defaultHintCostPercent),
    flags: z.enum(flagModes).default("instance"),
    key: z.string().min(1).max(500).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.flags === "static" && query.key === undefined) {
      ctx.addIssue({ code: "custom", path: ["key"], message: "static flags need the key they are computed with (key=…)" });
    }
    if (query.flags === "instance" && query.key !== undefined) {
      ctx.addIssue({ code: "custom", path: ["key"], message: "a key is only used with flags=static" });
    }
  });
export type CtfExportQuery = z.output<typeof ctfExportQuery>;
