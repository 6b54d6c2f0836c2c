import { XmlDocument, XmlElement } from "libxml2-wasm";

/** RFC 4180, as Python's csv module (CTFd's DictReader) reads it. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
      continue;
    }
    if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      atStart = true;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      atStart = true;
    } else {
      field += ch;
      atStart = false;
    }
  }
  if (field !== "" || row.length) rows.push([...row, field]);
  return rows;
}

/** The rows as DictReader gives them: one record per line, keyed by the header. */
export function csvRecords(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text);
  for (const row of rows) if (row.length !== header.length) throw new Error(`a row has ${row.length} fields, the header ${header.length}`);
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]!]))) };
}

/** An element as a plain object: enough to walk a file as an ElementTree-based importer does. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

function toNode(element: XmlElement): XmlNode {
  const children: XmlNode[] = [];
  for (let child = element.firstChild; child; child = child.next) if (child instanceof XmlElement) children.push(toNode(child));
  return { name: element.name, attrs: Object.fromEntries(element.attrs.map((a) => [a.name, a.value])), children, text: element.content };
}

/** Parses with libxml2 (throws on XML that is not well-formed). */
export function parseXml(xml: string): XmlNode {
  const doc = XmlDocument.fromString(xml);
  try {
    return toNode(doc.root);
  } finally {
    doc.dispose();
  }
}

/** RootTheBox's get_child_by_tag: the first direct child of that name. */
export const child = (node: XmlNode | undefined, name: string) => node?.children.find((c) => c.name === name);
export const childText = (node: XmlNode | undefined, name: string) => child(node, name)?.text;
export const childrenNamed = (node: XmlNode | undefined, name: string) => node?.children.filter((c) => c.name === name) ?? [];
/** Every element of that name, at any depth. */
export const descendants = (node: XmlNode, name: string): XmlNode[] =>
  node.children.flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)]);
