import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "../api-types";
import { escapeHtml } from "../lib/html";
import { listDirectory, readFile, type VirtualFile } from "../lib/files";

/**
 * A folder of the virtual file system as a browsable page (or JSON for API clients), the way
 * classic file servers list a directory.
 */
export async function directoryListing(c: Context<ApiEnv>, folder: string) {
  const entries = await listDirectory(c.get("instance").data, folder);
  if (!entries) throw new HTTPException(404, { message: `No such folder: ${folder}` });
  if (!(c.req.header("Accept") ?? "").includes("text/html")) return c.json({ folder, entries }, 200);
  const up = folder.slice(0, folder.lastIndexOf("/")) || "/";
  const rows = entries
    .map((e) => {
      const name = e.isDirectory ? `${e.name}/` : e.name;
      const href = `${folder}/${encodeURIComponent(e.name)}`;
      return `<tr><td><a href="${escapeHtml(href)}">${escapeHtml(name)}</a></td><td>${e.isDirectory ? "–" : e.size.toLocaleString("en")}</td><td>${escapeHtml(e.updatedAt.slice(0, 16).replace("T", " "))}</td></tr>`;
    })
    .join("\n");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Index of ${escapeHtml(folder)}</title>
<style>:root{color-scheme:dark;font-family:ui-monospace,monospace}body{margin:2rem;background:#09090b;color:#fafafa}a{color:#fdba74}table{border-collapse:collapse}td,th{padding:.25rem 1rem .25rem 0;text-align:left}</style></head>
<body><h1>Index of ${escapeHtml(folder)}</h1><table><thead><tr><th>Name</th><th>Bytes</th><th>Modified</th></tr></thead><tbody>
${folder === "/" ? "" : `<tr><td><a href="${escapeHtml(up)}">../</a></td><td></td><td></td></tr>`}
${rows}</tbody></table></body></html>`,
    200,
  );
}

/** A file of the virtual file system as a download. */
export function fileResponse(c: Context<ApiEnv>, file: VirtualFile) {
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  return c.body(file.content, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `inline; filename="${name.replace(/["\\]/g, "_")}"`,
    "X-Content-Type-Options": "nosniff",
  });
}

export async function existingFile(c: Context<ApiEnv>, path: string): Promise<VirtualFile> {
  const file = await readFile(c.get("instance").data, path);
  if (!file) throw new HTTPException(404, { message: `No such file: ${path}` });
  return file;
}
