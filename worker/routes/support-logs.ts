import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import accessLogDisclosure from "../challenges/catalogue/access-log-disclosure";
import { solveIf } from "../challenges/engine";
import { flushAccessLog, logFolder } from "../lib/access-log";
import { directoryListing as listing, existingFile, fileResponse } from "./file-server";

/**
 * /support/logs: the folder of the instance's access logs (worker/lib/access-log.ts), one file a
 * day, as the support team reads them. Only this folder: a name with a slash or a leading dot is
 * nobody's file here. Each read first writes what the log buffer holds, so a student sees their
 * own requests up to the last one. Mounted at /support/logs.
 */
const isLogName = (name: string) => name.length > 0 && name.length <= 64 && !name.includes("/") && !name.includes("\\") && !name.startsWith(".");

// vuln-code-snippet start accessLogDisclosureChallenge
// On purpose: the support team's log folder is served to anyone who asks, listing and files alike:
// every request of the shop, who sent it and what it asked for.
export const supportLogsApi = new Hono<ApiEnv>({ strict: false })
  .get("/", async (c) => { // vuln-code-snippet vuln-line accessLogDisclosureChallenge
    await flushAccessLog(c.get("instance").data);
    return listing(c, logFolder);
  })
  .get("/:file", async (c) => { // vuln-code-snippet vuln-line accessLogDisclosureChallenge
    const ctx = c.get("instance");
    const name = c.req.param("file");
    if (!isLogName(name)) throw new HTTPException(404, { message: "No such log file." });
    await flushAccessLog(ctx.data);
    const file = await existingFile(c, `${logFolder}/${name}`);
    await solveIf(ctx, accessLogDisclosure, () => true); // vuln-code-snippet hide-line
    return fileResponse(c, file);
  });
// vuln-code-snippet end accessLogDisclosureChallenge
