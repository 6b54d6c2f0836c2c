import { Hono, type Context } from "hono";
import type { ApiEnv } from "../api-types";
import deprecatedInterface from "../challenges/catalogue/deprecated-interface";
import fileWrite from "../challenges/catalogue/file-write";
import uploadSize from "../challenges/catalogue/upload-size";
import uploadType from "../challenges/catalogue/upload-type";
import xxeDos from "../challenges/catalogue/xxe-dos";
import xxeFileDisclosure from "../challenges/catalogue/xxe-file-disclosure";
import yamlBomb from "../challenges/catalogue/yaml-bomb";
import { solveIf } from "../challenges/engine";
import type { InstanceContext } from "../instance/context";
import { requireUser } from "../lib/auth";
import { concatBytes } from "../lib/bytes";
import { fileSpace, isSystemFile, makeRoom, normalizePath, readFile, writeFileStatement } from "../lib/files";

/**
 * POST /file-upload: the complaint form's attachment (multipart, field `file`, bearer token).
 * PDFs (and, on purpose, anything else) are stored, ZIP archives unpacked, into the instance's
 * virtual file system under /uploads/complaints; XML and YAML still reach the wholesale interface
 * that was retired, which parses them and shows what it read. The parsers load only here.
 */
export const uploadLimits = {
  /** What the complaint form allows; the server does not enforce it (uploadSizeChallenge). */
  formFileBytes: 100_000,
  /** What the server accepts. */
  fileBytes: 200_000,
  /** The whole multipart body: the file plus room for its headers and other fields. */
  bodyBytes: 200_000 + 64 * 1024,
  /** An oversized body is read and thrown away up to this much (so the client gets its answer), then cut off. */
  drainBytes: 16 * 1024 * 1024,
} as const;

/** The extensions the complaint form's type validation lets through (CHALLENGES.md row 40). */
export const formExtensions: readonly string[] = ["pdf", "xml", "zip", "yml", "yaml"];
/** The retired wholesale interface's document types. */
const legacyExtensions: readonly string[] = ["xml", "yml", "yaml"];
export const complaintsFolder = `${fileSpace.uploads}/complaints`;
/** The shop's terms of use (fileWriteChallenge overwrites them). */
export const legalTermsPath = "/ftp/legal.md";

const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");
/** A file name safe to store (the archive entries are the ones joined naively, not this). */
const storedName = (name: string) => name.split(/[\\/]/).pop()!.replace(/[^\w.-]/g, "_").slice(-100) || "upload";

/** The request body, or null when it is larger than `cap` (read to its end, or cut off after drainBytes). */
export async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > uploadLimits.drainBytes) {
      await reader.cancel();
      return null;
    }
    if (total <= cap) chunks.push(value);
  }
  return total > cap ? null : concatBytes(chunks);
}

type Upload = { name: string; extension: string; bytes: Uint8Array };

/** The uploaded file, or the message of a 4xx. */
async function receive(c: Context<ApiEnv>): Promise<{ upload: Upload } | { status: 400 | 415; error: string }> {
  const contentType = c.req.header("Content-Type") ?? "";
  if (!/^multipart\/form-data;.*boundary=/i.test(contentType)) {
    return { status: 415, error: "Send the file as multipart/form-data, in a field named file." };
  }
  const tooLarge = { status: 400 as const, error: `The file is larger than the ${uploadLimits.fileBytes} bytes the server accepts.` };
  const declared = Number(c.req.header("Content-Length") ?? "0");
  const body = await readCapped(c.req.raw, Number.isFinite(declared) && declared > uploadLimits.bodyBytes ? 0 : uploadLimits.bodyBytes);
  if (!body) return tooLarge;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { status: 400, error: "The multipart body could not be read." };
  }
  const file = form.get("file");
  if (file === null || typeof file === "string") return { status: 400, error: "No file: send it in a field named file." };
  if (file.size === 0) return { status: 400, error: "The file is empty." };
  // vuln-code-snippet start uploadSizeChallenge
  // The server's limit is twice the complaint form's, on purpose: only the form keeps files to 100 000 bytes.
  if (file.size > uploadLimits.fileBytes) return tooLarge; // vuln-code-snippet vuln-line uploadSizeChallenge
  // vuln-code-snippet end uploadSizeChallenge
  return { upload: { name: file.name, extension: extensionOf(file.name), bytes: new Uint8Array(await file.arrayBuffer()) } };
}

interface StoredFile {
  path: string;
  size: number;
}

/** Writes files, making room among older uploads first; null when the instance's file space is full. */
async function store(ctx: InstanceContext, written: { path: string; content: Uint8Array; contentType?: string }[]): Promise<StoredFile[] | null> {
  const bytes = written.reduce((sum, file) => sum + file.content.byteLength, 0);
  if (!(await makeRoom(ctx.data, bytes))) return null;
  if (written.length > 0) await ctx.data.atomic(written.map((file) => writeFileStatement(ctx.data.db, file.path, file.content, file.contentType)));
  return written.map((file) => ({ path: file.path, size: file.content.byteLength }));
}

const spaceFull = `The instance's file space (${fileSpace.limit} bytes) is full. Reset the instance to start over.`;
const retired = "Wholesale orders by document upload were retired. This is what the old interface made of yours:";

/** Whether the shown text repeats a line (of some length) of the file: evidence that the file itself leaked. */
function leaks(shown: string, file: Uint8Array): boolean {
  const lines = new TextDecoder().decode(file).split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length >= 6);
  return lines.some((line) => shown.includes(line));
}

type UploadContext = Context<ApiEnv>;

async function legacyXml(c: UploadContext, ctx: InstanceContext, { name, bytes }: Upload) {
  const { parseXml } = await import("../lib/xml");
  const load = async (path: string) => (await readFile(ctx.data, path))?.content ?? null;
  const outcome = await parseXml(bytes, `file://${complaintsFolder}/${storedName(name)}`, load);
  if (outcome.kind === "expansion-stopped") {
    await solveIf(ctx, xxeDos, () => true);
    return c.json({ error: `The document's entities expand too much, so it was not read: ${outcome.message}` }, 422);
  }
  if (outcome.kind === "malformed") return c.json({ error: `The XML document could not be read: ${outcome.message}` }, 400);
  // Solved when an entity read a decoy system file and the answer shows that file's lines.
  await solveIf(ctx, xxeFileDisclosure, () => [...outcome.read].some(([path, file]) => isSystemFile(path) && leaks(outcome.shown, file)));
  return c.json({ error: retired, parsed: outcome.shown }, 410);
}

async function legacyYaml(c: UploadContext, ctx: InstanceContext, { bytes }: Upload) {
  const { parseYaml } = await import("../lib/yaml");
  const outcome = parseYaml(new TextDecoder().decode(bytes));
  if (outcome.kind === "aliases-stopped") {
    await solveIf(ctx, yamlBomb, () => true);
    return c.json({ error: `The document repeats its aliases too often, so it was not read: ${outcome.message}` }, 422);
  }
  if (outcome.kind === "malformed") return c.json({ error: `The YAML document could not be read: ${outcome.message}` }, 400);
  return c.json({ error: retired, parsed: outcome.shown }, 410);
}

async function archive(c: UploadContext, ctx: InstanceContext, { bytes }: Upload) {
  const { readZip, ZipError } = await import("../lib/zip");
  let contents: Awaited<ReturnType<typeof readZip>>;
  try {
    contents = readZip(bytes);
  } catch (error) {
    if (error instanceof ZipError) return c.json({ error: error.message }, 400);
    throw error;
  }
  const written = contents.entries.flatMap((entry) => {
    // vuln-code-snippet start fileWriteChallenge videoXssChallenge
    // The entry's name is joined to the folder as it is, on purpose (zip slip): "../" climbs out of it.
    const path = normalizePath(`${complaintsFolder}/${entry.name}`); // vuln-code-snippet vuln-line fileWriteChallenge videoXssChallenge
    // vuln-code-snippet end fileWriteChallenge videoXssChallenge
    return path === "/" ? [] : [{ path, content: entry.content }];
  });
  const stored = await store(ctx, written);
  if (!stored) return c.json({ error: spaceFull }, 413);
  await solveIf(ctx, fileWrite, () => stored.some((file) => file.path === legalTermsPath));
  return c.json({ status: "success" as const, data: { stored, skipped: contents.skipped } }, 201);
}

async function attachment(c: UploadContext, ctx: InstanceContext, { name, extension, bytes }: Upload) {
  const path = `${complaintsFolder}/${crypto.randomUUID().slice(0, 8)}-${storedName(name)}`;
  const contentType = extension === "pdf" ? "application/pdf" : "application/octet-stream";
  const stored = await store(ctx, [{ path, content: bytes, contentType }]);
  if (!stored) return c.json({ error: spaceFull }, 413);
  return c.json({ status: "success" as const, data: { stored, skipped: [] as { name: string; reason: string }[] } }, 201);
}

export const fileUploadApi = new Hono<ApiEnv>({ strict: false }).post("/", requireUser, async (c) => {
  const ctx = c.get("instance");
  const received = await receive(c);
  if ("error" in received) return c.json({ error: received.error }, received.status);
  const { upload } = received;
  await solveIf(ctx, uploadSize, () => upload.bytes.byteLength > uploadLimits.formFileBytes);
  await solveIf(ctx, uploadType, () => !formExtensions.includes(upload.extension));
  await solveIf(ctx, deprecatedInterface, () => legacyExtensions.includes(upload.extension));

  // vuln-code-snippet start uploadTypeChallenge deprecatedInterfaceChallenge
  // Only the name picks the handling, and no list of allowed types is kept here (on purpose): XML and
  // YAML still reach the retired wholesale interface, and any other file is stored as an attachment.
  const handle =
    upload.extension === "zip"
      ? archive
      : upload.extension === "xml"
        ? legacyXml // vuln-code-snippet vuln-line deprecatedInterfaceChallenge
        : upload.extension === "yml" || upload.extension === "yaml"
          ? legacyYaml // vuln-code-snippet vuln-line deprecatedInterfaceChallenge
          : attachment; // vuln-code-snippet vuln-line uploadTypeChallenge
  // vuln-code-snippet end uploadTypeChallenge deprecatedInterfaceChallenge
  return handle(c, ctx, upload);
});
