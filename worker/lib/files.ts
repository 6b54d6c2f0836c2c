import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DataHandle, Db, Statement } from "../db/handle";
import { files } from "../db/schema";

/**
 * The instance's virtual file system: /ftp, uploads, order PDFs, logs. Files live in the instance's
 * own SQLite (the Files table), never on a disk, so a student's writes stay in their instance and
 * a reset restores the seed. Paths are absolute and use "/".
 */
export interface VirtualFile {
  path: string;
  content: Uint8Array<ArrayBuffer>;
  contentType: string;
  size: number;
  updatedAt: string;
}

export interface DirectoryEntry {
  name: string;
  isDirectory: boolean;
  /** Of a file; of a directory, what its files hold together. */
  size: number;
  updatedAt: string;
}

const types: Record<string, string> = {
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  json: "application/json",
  pdf: "application/pdf",
  xml: "application/xml",
  yml: "application/yaml",
  yaml: "application/yaml",
  zip: "application/zip",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  gif: "image/gif",
  vtt: "text/vtt; charset=utf-8",
  mp4: "video/mp4",
  html: "text/html; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  stl: "model/stl",
};

/** The content type a file name suggests (the served bytes decide nothing). */
export function contentTypeOf(path: string): string {
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return types[extension] ?? "application/octet-stream";
}

/**
 * Resolves "." and ".." the way a file system would, within the root: "/ftp/../x" is "/x", and
 * nothing climbs above "/".
 */
export function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return `/${parts.join("/")}`;
}

const encoder = new TextEncoder();
const asBytes = (content: Uint8Array | string): Uint8Array<ArrayBuffer> =>
  typeof content === "string" ? encoder.encode(content) : new Uint8Array(content);

/** A statement that creates or replaces a file (for seeds and batches). */
export function writeFileStatement(db: Db, path: string, content: Uint8Array | string, contentType = contentTypeOf(path)): Statement {
  const bytes = asBytes(content);
  const row = { path: normalizePath(path), content: bytes, contentType, size: bytes.byteLength };
  return db
    .insert(files)
    .values(row)
    .onConflictDoUpdate({
      target: files.path,
      set: { content: row.content, contentType, size: row.size, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
    });
}

export async function writeFile(data: DataHandle, path: string, content: Uint8Array | string, contentType?: string): Promise<void> {
  await data.atomic([writeFileStatement(data.db, path, content, contentType)]);
}

export async function readFile(data: DataHandle, path: string): Promise<VirtualFile | null> {
  const [row] = await data.db.select().from(files).where(eq(files.path, normalizePath(path)));
  return row ? { path: row.path, content: row.content, contentType: row.contentType, size: row.size, updatedAt: row.updatedAt } : null;
}

export async function deleteFile(data: DataHandle, path: string): Promise<boolean> {
  const deleted = await data.db.delete(files).where(eq(files.path, normalizePath(path))).returning({ path: files.path });
  return deleted.length > 0;
}

/** The files and folders directly inside a folder, folders first, then by name; null if there is no such folder. */
export async function listDirectory(data: DataHandle, directory: string): Promise<DirectoryEntry[] | null> {
  const dir = normalizePath(directory);
  const prefix = dir === "/" ? "/" : `${dir}/`;
  const rows = await data.db
    .select({ path: files.path, size: files.size, updatedAt: files.updatedAt })
    .from(files)
    .where(sql`substr(${files.path}, 1, ${prefix.length}) = ${prefix}`);
  if (rows.length === 0) return null;
  const entries = new Map<string, DirectoryEntry>();
  for (const row of rows) {
    const rest = row.path.slice(prefix.length);
    const slash = rest.indexOf("/");
    const name = slash < 0 ? rest : rest.slice(0, slash);
    const entry = entries.get(name) ?? { name, isDirectory: slash >= 0, size: 0, updatedAt: row.updatedAt };
    entry.size += row.size;
    if (row.updatedAt > entry.updatedAt) entry.updatedAt = row.updatedAt;
    entries.set(name, entry);
  }
  return [...entries.values()].sort((a, b) => Number(b.isDirectory) - Number(a.isDirectory) || a.name.localeCompare(b.name));
}

/**
 * The decoy system files (worker/db/seed/files/etc, …/windows) that the XML upload's external
 * entities can read. They exist only inside the instance, written by us.
 */
export const isSystemFile = (path: string) => ["/etc/", "/windows/"].some((folder) => normalizePath(path).startsWith(folder));

/** How much the instance's files may hold together, and where uploads go. */
export const fileSpace = {
  limit: 8 * 1024 * 1024,
  uploads: "/uploads",
} as const;

/** Bytes that all files of the instance hold together. */
export async function usedSpace(data: DataHandle): Promise<number> {
  const [row] = await data.db.select({ total: sql<number>`coalesce(sum(${files.size}), 0)` }).from(files);
  return Number(row?.total ?? 0);
}

/**
 * Makes room for `bytes` more within `fileSpace.limit`, deleting the oldest uploads if need be.
 * Returns false when even that is not enough (the rest is seed data and what students wrote
 * elsewhere: a reset restores it).
 */
export async function makeRoom(data: DataHandle, bytes: number): Promise<boolean> {
  let excess = (await usedSpace(data)) + bytes - fileSpace.limit;
  if (excess <= 0) return true;
  const prefix = `${fileSpace.uploads}/`;
  const uploads = await data.db
    .select({ path: files.path, size: files.size })
    .from(files)
    .where(sql`substr(${files.path}, 1, ${prefix.length}) = ${prefix}`)
    .orderBy(asc(files.updatedAt));
  const doomed: string[] = [];
  for (const upload of uploads) {
    if (excess <= 0) break;
    doomed.push(upload.path);
    excess -= upload.size;
  }
  // D1 binds at most 100 parameters per statement.
  for (let at = 0; at < doomed.length; at += 50) await data.db.delete(files).where(inArray(files.path, doomed.slice(at, at + 50)));
  return excess <= 0;
}
