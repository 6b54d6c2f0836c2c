import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import missingEncoding from "../challenges/catalogue/missing-encoding";
import { solveIf } from "../challenges/engine";
import { hashtagPhotoName } from "../db/seed/memories";
import { readFile } from "../lib/files";

/** Where uploaded pictures (profile pictures, the photo wall) live in the virtual file system. */
export const uploadsFolder = "/assets/public/images/uploads";

/** A picture's type by its first bytes (what it claims to be decides nothing). */
export function uploadedImageType(bytes: Uint8Array): { extension: string; contentType: string } | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return { extension: "png", contentType: "image/png" };
  if (starts(0xff, 0xd8, 0xff)) return { extension: "jpg", contentType: "image/jpeg" };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { extension: "gif", contentType: "image/gif" };
  return null;
}

/**
 * GET /assets/public/images/uploads/<file>: uploaded pictures, from the virtual file system (the
 * shop's own pictures are static files and never reach the worker). Mounted at that prefix.
 */
export const uploadsApi = new Hono<ApiEnv>({ strict: false }).get("/:file{.+}", async (c) => {
  const ctx = c.get("instance");
  const name = c.req.param("file");
  const file = await readFile(ctx.data, `${uploadsFolder}/${name}`);
  if (!file) throw new HTTPException(404, { message: "No such picture." });
  // A "#" never reaches the server unencoded: this picture came back only through a corrected URL.
  await solveIf(ctx, missingEncoding, () => name === hashtagPhotoName);
  return c.body(file.content, 200, { "Content-Type": file.contentType, "X-Content-Type-Options": "nosniff" });
});
