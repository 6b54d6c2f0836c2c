import { Inflate, unzipSync } from "fflate/browser";
import { concatBytes } from "./bytes";

/**
 * Reading ZIP archives of complaint uploads with fflate (docs/decisions/0020-fflate.md). Entry
 * names come back exactly as the archive has them ("../../x", "/abs"): what to do with them is
 * the caller's business.
 *
 * `unzipSync` reads the central directory, and its `filter` judges every entry by what the
 * directory declares before anything is inflated. A declared size is the attacker's word, though:
 * - an entry that declares its true, huge size is skipped for it;
 * - one that declares a small size for a long stream is skipped because no honest deflate stream
 *   is longer than its output;
 * - one that declares a plausible size and inflates far beyond it would still cost `unzipSync`
 *   the whole inflation (measured in workerd: seconds for 200 kB of compressed zeros). So deflated
 *   entries are inflated here instead, in small steps with fflate's streaming `Inflate`, which
 *   stop as soon as the output passes the declared size.
 */
export const zipBudget = {
  /** Compressed: the whole archive (the upload limit). */
  archiveBytes: 200_000,
  entries: 64,
  /** Declared uncompressed size of one entry. */
  entryBytes: 256 * 1024,
  /** Declared uncompressed size of all extracted entries together. */
  totalBytes: 1024 * 1024,
  /** Compressed bytes inflated per step: one step can yield at most about 1 000 times this. */
  inflateStep: 1024,
} as const;

export interface ZipEntry {
  /** As the archive names it, unchanged. */
  name: string;
  content: Uint8Array;
}

export interface SkippedEntry {
  name: string;
  reason: string;
}

export interface ZipContents {
  entries: ZipEntry[];
  skipped: SkippedEntry[];
}

export class ZipError extends Error {
  override name = "ZipError";
}

interface DeclaredEntry {
  name: string;
  /** Compressed. */
  size: number;
  originalSize: number;
  compression: number;
}

/** The longest an honest deflate stream can be for `size` bytes of output (stored blocks, worst case). */
const deflateCeiling = (size: number) => size + 5 * Math.ceil(size / 65_535 + 1) + 16;

/** Why an entry is not extracted, or null to extract it. */
function refusal(entry: DeclaredEntry, declaredSoFar: number, accepted: number): string | null {
  if (entry.name.endsWith("/")) return "a folder";
  if (accepted >= zipBudget.entries) return `more than ${zipBudget.entries} entries`;
  if (entry.compression !== 0 && entry.compression !== 8) return `compression method ${entry.compression} is not supported`;
  if (entry.originalSize > zipBudget.entryBytes) return `declares ${entry.originalSize} bytes, more than ${zipBudget.entryBytes}`;
  if (declaredSoFar + entry.originalSize > zipBudget.totalBytes) return `the archive would unpack to more than ${zipBudget.totalBytes} bytes`;
  const honest = entry.compression === 0 ? entry.size === entry.originalSize : entry.size <= deflateCeiling(entry.originalSize);
  if (!honest) return `its header declares ${entry.originalSize} bytes for ${entry.size} compressed bytes`;
  return null;
}

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

/**
 * Where the compressed data of each central-directory entry lies, by the entry's index. unzipSync
 * has already walked the same directory without complaint, so only the offsets are read here.
 */
function dataLocator(archive: Uint8Array): (index: number, size: number) => Uint8Array {
  let end = archive.length - 22;
  while (end > 0 && u32(archive, end) !== 0x06054b50) end--;
  const headers: number[] = [];
  for (let entry = u32(archive, end + 16), i = u16(archive, end + 10); i > 0 && entry + 46 <= end; i--) {
    headers.push(entry);
    entry += 46 + u16(archive, entry + 28) + u16(archive, entry + 30) + u16(archive, entry + 32);
  }
  return (index, size) => {
    const local = headers[index] === undefined ? -1 : u32(archive, headers[index] + 42);
    if (local < 0 || local + 30 > archive.length || u32(archive, local) !== 0x04034b50) throw new ZipError("An entry's local header is missing.");
    const start = local + 30 + u16(archive, local + 26) + u16(archive, local + 28);
    if (start + size > archive.length) throw new ZipError("An entry's data runs past the end of the archive.");
    return archive.subarray(start, start + size);
  };
}

/** Inflates at most `limit` bytes, stopping (null) as soon as the stream yields more. */
function inflateWithin(data: Uint8Array, limit: number): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total <= limit) chunks.push(chunk);
  });
  for (let at = 0; at < data.length && total <= limit; at += zipBudget.inflateStep) {
    const end = Math.min(at + zipBudget.inflateStep, data.length);
    inflater.push(data.subarray(at, end), end === data.length);
  }
  return total > limit ? null : concatBytes(chunks);
}

/** Reads an archive within the budget; throws ZipError when it is not one. */
export function readZip(archive: Uint8Array): ZipContents {
  if (archive.byteLength > zipBudget.archiveBytes) throw new ZipError(`The archive is larger than ${zipBudget.archiveBytes} bytes.`);
  const skipped: SkippedEntry[] = [];
  const deflated: (DeclaredEntry & { index: number })[] = [];
  let declared = 0;
  let accepted = 0;
  let index = 0;
  let stored: Record<string, Uint8Array>;
  try {
    stored = unzipSync(archive, {
      filter: (entry) => {
        const at = index++;
        const reason = refusal(entry, declared, accepted);
        if (reason) {
          skipped.push({ name: entry.name, reason });
          return false;
        }
        declared += entry.originalSize;
        accepted++;
        if (entry.compression === 0) return true;
        deflated.push({ ...entry, index: at });
        return false;
      },
    });
  } catch (error) {
    throw new ZipError(`Not a readable ZIP archive: ${error instanceof Error ? error.message : String(error)}`);
  }
  const entries: ZipEntry[] = Object.entries(stored).map(([name, content]) => ({ name, content }));
  const dataOf = dataLocator(archive);
  for (const entry of deflated) {
    let content: Uint8Array | null;
    try {
      content = inflateWithin(dataOf(entry.index, entry.size), entry.originalSize);
    } catch (error) {
      if (error instanceof ZipError) throw error;
      skipped.push({ name: entry.name, reason: "its compressed data is corrupt" });
      continue;
    }
    if (content) entries.push({ name: entry.name, content });
    else skipped.push({ name: entry.name, reason: `it inflates to more than the ${entry.originalSize} bytes its header declares` });
  }
  return { entries, skipped };
}
