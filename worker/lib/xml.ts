import { ParseOption, XmlDocument, XmlParseError, xmlRegisterInputProvider } from "libxml2-wasm";

/**
 * XML parsing for the retired wholesale interface of the complaint upload, with libxml2 (compiled
 * to wasm, precompiled at build time: docs/decisions/0018-libxml2-wasm.md). Heavy (about 800 KB of
 * wasm): import this module only where an XML upload is handled, with `await import()`.
 *
 * External entities resolve against the instance's virtual file system, never the network or a
 * disk: `file:///etc/passwd` is the VFS file /etc/passwd, a Windows path drops its drive letter
 * and case (`file:///C:/Windows/system.ini` is /windows/system.ini), any other scheme finds nothing.
 */

/** What a parse may cost. libxml2's own guards (without XML_PARSE_HUGE) stop entity expansion. */
export const xmlBudget = {
  /** Rounds of parsing: each round may discover files the previous one asked for (a DTD naming more files). */
  rounds: 4,
  /** Distinct files the entities of one document may read. */
  files: 16,
  /** Bytes those files may hold together. */
  fileBytes: 1024 * 1024,
  /** Characters of the serialised document shown back. */
  shownChars: 4000,
} as const;

/** Reads a file of the virtual file system (null when there is none). */
export type FileLoader = (path: string) => Promise<Uint8Array | null>;

export type XmlOutcome =
  | {
      kind: "parsed";
      /** The document as libxml2 serialises it, entities substituted, cut to `xmlBudget.shownChars`. */
      shown: string;
      /** The VFS files that external entities read, with what they held. */
      read: ReadonlyMap<string, Uint8Array>;
    }
  /** libxml2 refused to expand further: amplification factor or entity nesting depth exceeded. */
  | { kind: "expansion-stopped"; message: string }
  | { kind: "malformed"; message: string };

/** The VFS path an entity's system identifier (as libxml2 resolved it) points at, or null. */
export function entityPath(url: string): string | null {
  const match = /^file:\/\/(?:localhost)?(\/[^?#]*)/i.exec(url);
  if (!match) return null;
  let path: string;
  try {
    path = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const drive = /^\/[a-z]:(?=\/|$)/i.exec(path);
  return drive ? path.slice(drive[0].length).toLowerCase() || "/" : path;
}

/** One parse's view of the file system: libxml2 asks synchronously, so files are loaded between rounds. */
interface Session {
  files: Map<string, Uint8Array | null>;
  wanted: Set<string>;
  read: Map<string, Uint8Array>;
}
let session: Session | null = null;
const open = new Map<number, { bytes: Uint8Array; at: number }>();
let nextHandle = 1;

// Registered once per isolate. Parsing is synchronous, so only one session is ever active.
xmlRegisterInputProvider({
  // Everything: an unmatched URL would fall through to libxml2's own loaders.
  match: () => true,
  open: (url) => {
    const path = entityPath(url);
    if (!session || path === null) return undefined;
    const bytes = session.files.get(path);
    if (bytes === undefined) session.wanted.add(path);
    if (!bytes) return undefined;
    session.read.set(path, bytes);
    const handle = nextHandle++;
    open.set(handle, { bytes, at: 0 });
    return handle;
  },
  read: (handle, buffer) => {
    const file = open.get(handle);
    if (!file) return -1;
    const count = Math.min(buffer.byteLength, file.bytes.byteLength - file.at);
    buffer.set(file.bytes.subarray(file.at, file.at + count));
    file.at += count;
    return count;
  },
  close: (handle) => open.delete(handle),
});

const expansionGuards = [/Maximum entity amplification factor exceeded/i, /Maximum entity nesting depth exceeded/i];

function parseOnce(source: Uint8Array, url: string, files: Session["files"]): { outcome: XmlOutcome; wanted: Set<string> } {
  const current: Session = { files, wanted: new Set(), read: new Map() };
  session = current;
  try {
    // vuln-code-snippet start xxeFileDisclosureChallenge xxeDosChallenge
    // Entities are substituted and external ones loaded (NOENT, DTDLOAD) for untrusted uploads, on purpose (XXE).
    const option = ParseOption.XML_PARSE_NOENT | ParseOption.XML_PARSE_DTDLOAD | ParseOption.XML_PARSE_NOCDATA; // vuln-code-snippet vuln-line xxeFileDisclosureChallenge xxeDosChallenge
    const document = XmlDocument.fromBuffer(source, { option, url });
    // vuln-code-snippet end xxeFileDisclosureChallenge xxeDosChallenge
    try {
      const shown = document.toString({ format: false }).slice(0, xmlBudget.shownChars);
      return { outcome: { kind: "parsed", shown, read: current.read }, wanted: current.wanted };
    } finally {
      document.dispose();
    }
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    const message = error.message.trim();
    const kind = expansionGuards.some((guard) => guard.test(message)) ? "expansion-stopped" : "malformed";
    return { outcome: { kind, message }, wanted: current.wanted };
  } finally {
    session = null;
    open.clear();
  }
}

/**
 * Parses an uploaded document. `url` is where it notionally lives (relative system identifiers
 * resolve against it). Files that entities name are loaded and the document parsed again, up to
 * the budget; what they could not find stays empty, as libxml2 leaves a missing entity.
 */
export async function parseXml(source: Uint8Array, url: string, load: FileLoader): Promise<XmlOutcome> {
  const files = new Map<string, Uint8Array | null>();
  let bytes = 0;
  for (let round = 1; ; round++) {
    const { outcome, wanted } = parseOnce(source, url, files);
    const missing = [...wanted].filter((path) => !files.has(path));
    if (outcome.kind === "expansion-stopped" || missing.length === 0 || round === xmlBudget.rounds) return outcome;
    for (const path of missing) {
      const file = files.size < xmlBudget.files ? await load(path) : null;
      const fits = file !== null && bytes + file.byteLength <= xmlBudget.fileBytes;
      if (fits) bytes += file.byteLength;
      files.set(path, fits ? file : null);
    }
  }
}
