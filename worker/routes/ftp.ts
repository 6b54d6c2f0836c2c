import { Hono } from "hono";
import type { ApiEnv } from "../api-types";
import directoryListing from "../challenges/catalogue/directory-listing";
import easterEggLevelOne from "../challenges/catalogue/easter-egg-level-one";
import forgottenBackup from "../challenges/catalogue/forgotten-backup";
import forgottenDevBackup from "../challenges/catalogue/forgotten-dev-backup";
import misplacedSignatureFile from "../challenges/catalogue/misplaced-signature-file";
import nullByte from "../challenges/catalogue/null-byte";
import { solveIf } from "../challenges/engine";
import type { ChallengeDefinition } from "../challenges/types";
import { UnhandledStatusError } from "./errors";
import { directoryListing as listing, existingFile, fileResponse } from "./file-server";

/** The only file /ftp hands out besides documents: the support team's password database. */
const alsoAllowed = new Set(["incident-support.kdbx"]);

const isDocument = (name: string) => /\.(md|pdf)$/i.test(name);

/** Files that only the poison null byte gets out, each with the challenge it solves. */
const backdoorFiles: Record<string, ChallengeDefinition> = {
  "package.json.bak": forgottenDevBackup,
  "coupons_2025.md.bak": forgottenBackup,
  "hidden.egg": easterEggLevelOne,
  "suspicious-requests.yml": misplacedSignatureFile,
};

/**
 * /ftp: the shop's file server, a folder of its virtual file system. Documents (.md, .pdf) may be
 * downloaded; the quarantine folder serves what it holds. Mounted at /ftp.
 */
// vuln-code-snippet start directoryListingChallenge
// The whole folder is listed for anyone, and served to anyone, confidential documents included
// (robots.txt only asks search engines, politely, to look away).
export const ftpApi = new Hono<ApiEnv>({ strict: false })
  .get("/", (c) => listing(c, "/ftp")) // vuln-code-snippet vuln-line directoryListingChallenge
  .get("/quarantine", (c) => listing(c, "/ftp/quarantine"))
  .get("/quarantine/:file", async (c) => fileResponse(c, await existingFile(c, `/ftp/quarantine/${c.req.param("file")}`)))
  .get("/:file", async (c) => {
    const ctx = c.get("instance");
    const requested = c.req.param("file");
    // vuln-code-snippet start nullByteChallenge forgottenDevBackupChallenge forgottenBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
    // The allowlist checks how the whole name ends, but the file read stops at an encoded null
    // byte ("%00", sent as %2500): "x.bak%00.md" passes as a document and serves "x.bak".
    if (!isDocument(requested) && !alsoAllowed.has(requested)) { // vuln-code-snippet vuln-line nullByteChallenge
      throw new UnhandledStatusError(403, "Only .md and .pdf files may be downloaded from here.");
    }
    const name = requested.split(/%00|\u0000/)[0]!; // vuln-code-snippet vuln-line nullByteChallenge forgottenDevBackupChallenge forgottenBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
    // vuln-code-snippet end nullByteChallenge forgottenDevBackupChallenge forgottenBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
    const file = await existingFile(c, `/ftp/${name}`); // vuln-code-snippet neutral-line directoryListingChallenge
    // vuln-code-snippet hide-start
    await solveIf(ctx, directoryListing, () => name === "acquisitions.md");
    await solveIf(ctx, nullByte, () => name !== requested && !isDocument(name));
    for (const [backdoor, challenge] of Object.entries(backdoorFiles)) await solveIf(ctx, challenge, () => name === backdoor);
    // vuln-code-snippet hide-end
    return fileResponse(c, file);
  });
// vuln-code-snippet end directoryListingChallenge
