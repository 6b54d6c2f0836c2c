import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { complaints } from "../db/schema";
import { requireUser, signedInUser } from "../lib/auth";
import { judgeReport } from "../lib/reports";
import { jsonBody } from "../lib/validate";
import { complaintsFolder } from "./file-upload";

/** The complaint form allows 160 characters; a little slack for what clients add. */
const messageLimit = 400;

const complaintBody = z.object({
  /** The form sends it; the complaint is always the signed-in customer's. */
  UserId: z.number().int().positive().nullable().optional(),
  message: z.string().trim().min(1, "A message is required.").max(messageLimit),
  /** Where POST /file-upload stored the invoice, if one was attached. */
  file: z
    .string()
    .max(300)
    .refine((path) => path.startsWith(`${complaintsFolder}/`), `An attachment is a file POST /file-upload stored under ${complaintsFolder}.`)
    .nullable()
    .optional(),
});

/** POST /api/Complaints: a signed-in customer's complaint; the reply carries its reference id. */
export const complaintsApi = new Hono<ApiEnv>({ strict: false }).post("/", requireUser, jsonBody(complaintBody), async (c) => {
  const ctx = c.get("instance");
  const user = signedInUser(c);
  const { message, file } = c.req.valid("json");
  const [created] = await ctx.data.db
    .insert(complaints)
    .values({ UserId: user.id, message, file: file ?? null })
    .returning({ id: complaints.id, UserId: complaints.UserId, message: complaints.message, file: complaints.file, createdAt: complaints.createdAt });
  await judgeReport(ctx, message);
  return c.json({ status: "success" as const, data: created! }, 201);
});
