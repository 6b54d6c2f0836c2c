import { z } from "zod";
import { presets, type PresetName } from "../config/presets";

const presetNames = Object.keys(presets) as [PresetName, ...PresetName[]];

/** Control characters and the like would make a name unreadable on the board. */
const printable = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

const endsAt = z.iso
  .datetime({ offset: true, message: "must be a date and time in ISO 8601, e.g. 2026-12-01T17:00:00Z" })
  .transform((value) => Date.parse(value));

/** What a trainer sets when creating a cohort. */
export const newCohortSchema = z.strictObject({
  name: z.string().trim().min(1).max(80).regex(printable, "must be printable text"),
  passcode: z.string().min(4).max(100).optional(),
  endsAt: endsAt.optional(),
  preset: z.enum(presetNames).default("default"),
  maxStudents: z.number().int().min(1).max(10_000).default(100),
  /** An instance with no request for this long is cleaned up; its progress stays in the cohort. */
  idleMinutes: z.number().min(0.05).max(7 * 24 * 60).default(120),
});
export type NewCohort = z.output<typeof newCohortSchema>;

export const cohortPatchSchema = z.strictObject({
  name: newCohortSchema.shape.name.optional(),
  endsAt: endsAt.nullable().optional(),
  maxStudents: newCohortSchema.shape.maxStudents.unwrap().optional(),
});
export type CohortPatch = z.output<typeof cohortPatchSchema>;

export const joinSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Pick a display name.")
    .max(40, "A display name has at most 40 characters.")
    .regex(printable, "A display name is printable text."),
  passcode: z.string().max(100).optional(),
});

export const resetSchema = z.strictObject({ student: joinSchema.shape.name.optional() });
export const broadcastSchema = z.strictObject({ message: z.string().trim().min(1).max(500) });
