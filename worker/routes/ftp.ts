import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import { directoryListing, existingFile, fileResponse } from "./file-server";

/** The only files /ftp hands out besides documents: the support team's password database. */
const alsoAllowed = new Set(["incident-support.kdbx"]);

/**
 * /ftp: the shop's file server, a folder of its virtual file system. Documents (.md, .pdf) may be
 * downloaded; the quarantine folder serves what it holds. Mounted at /ftp.
 */
export const ftpApi = new Hono<ApiEnv>({ strict: false })
  .get("/", (c) => directoryListing(c, "/ftp"))
  .get("/quarantine", (c) => directoryListing(c, "/ftp/quarantine"))
  .get("/quarantine/:file", async (c) => fileResponse(c, await existingFile(c, `/ftp/quarantine/${c.req.param("file")}`)))
  .get("/:file", async (c) => {
    const file = c.req.param("file");
    if (!/\.(md|pdf)$/i.test(file) && !alsoAllowed.has(file)) {
      throw new HTTPException(403, { message: "Only .md and .pdf files may be downloaded from here." });
    }
    return fileResponse(c, await existingFile(c, `/ftp/${file}`));
  });
