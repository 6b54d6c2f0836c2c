import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import privacyPolicyProof from "../challenges/catalogue/privacy-policy-proof";
import { solveIf } from "../challenges/engine";

/** The words the privacy policy marks, in order (app/routes/privacy-security.privacy-policy.tsx). */
export const privacyProofPath = "/we/may/also/instruct/the/press/to/squeeze/every/last/drop";

/**
 * The hidden path the privacy policy spells out with its marked words. Mounted at
 * /we/may/also/instruct (worker/paths.ts).
 */
export const privacyProofApi = new Hono<ApiEnv>({ strict: false }).get("/*", async (c) => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname).toLowerCase().replace(/\/+$/, "");
  } catch {
    throw new HTTPException(400, { message: "Invalid request: the path is not properly encoded." });
  }
  // vuln-code-snippet start privacyPolicyProofChallenge
  // A path nobody links to is no secret: the policy spells it out for anyone who reads closely.
  const found = path === privacyProofPath; // vuln-code-snippet vuln-line privacyPolicyProofChallenge
  // vuln-code-snippet end privacyPolicyProofChallenge
  if (!found) throw new HTTPException(404, { message: "Nothing here. Read the policy again, closely." });
  await solveIf(c.get("instance"), privacyPolicyProof, () => found);
  return c.json({ status: "success" as const, message: "You read the policy. Every last word of it. Thank you!" }, 200);
});
