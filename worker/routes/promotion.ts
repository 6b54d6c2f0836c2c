import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import videoXss from "../challenges/catalogue/video-xss";
import { solveIf } from "../challenges/engine";
import { readFile } from "../lib/files";
import { pathParams } from "../lib/validate";

/**
 * GET /promotion: the shop's promotion video, rendered on the server. The video
 * (scripts/make-promo-video.sh) and its subtitles are files of the instance's virtual file system,
 * served from the same folder on the web, so a zip slip in the complaint upload can replace them.
 */
export const mediaFolder = "/assets/public/videos";
export const promotionVideoUrl = `${mediaFolder}/squeeze-promo.mp4`;
export const promotionSubtitlesPath = `${mediaFolder}/squeeze-promo.vtt`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Whether subtitles break out of the script element they are written into and start markup that
 * runs: a closing script tag followed by a script element or an element with an event handler.
 */
export function breaksOutOfScript(subtitles: string): boolean {
  const end = /<\/script[\s/]*>/i.exec(subtitles);
  if (!end) return false;
  const after = subtitles.slice(end.index + end[0].length);
  return /<script[\s>/]/i.test(after) || /<[a-z][^>]*[\s/]on[a-z]+\s*=/i.test(after);
}

// Reads the subtitles from the script element below and shows them as a text track of the video.
// The message's text is app/lib/execution-witness.ts's promotionShownMessage.
const player = `
// Framed by a page of the shop (the bonus payload in the search), it says so to that page only.
if (window.parent !== window) window.parent.postMessage("squeeze:promotion-shown", location.origin);
const video = document.getElementById("promotion");
const source = document.getElementById("promotion-subtitles")?.textContent ?? "";
const seconds = (stamp) => stamp.split(":").reduce((total, part) => total * 60 + Number(part), 0);
const track = video.addTextTrack("subtitles", "English", "en");
for (const block of source.split(/\\r?\\n\\r?\\n/)) {
  const cue = /([\\d:.]+)\\s+-->\\s+([\\d:.]+)[^\\n]*\\n([\\s\\S]+)/.exec(block);
  if (cue) track.addCue(new VTTCue(seconds(cue[1]), seconds(cue[2]), cue[3].trim()));
}
track.mode = "showing";
`;

function promotionPage(appName: string, subtitles: string): string {
  const name = escapeHtml(appName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}: promotion video</title>
<link rel="icon" href="/favicon.svg">
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #141414; color: #f4f4f4; font-family: system-ui, sans-serif; }
  main { width: min(90vw, 960px); text-align: center; }
  video { width: 100%; border-radius: 12px; background: #000; }
  a { color: #ffb347; }
</style>
</head>
<body>
<main>
<h1>${name} in eight seconds</h1>
<video id="promotion" controls playsinline preload="metadata" src="${promotionVideoUrl}"></video>
<p><a href="/">Back to the shop</a></p>
</main>
<script id="promotion-subtitles" type="text/vtt" data-label="English" data-lang="en">${subtitles}</script>
<script>${player}</script>
</body>
</html>`;
}

export const promotionApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => {
  const ctx = c.get("instance");
  const file = await readFile(ctx.data, promotionSubtitlesPath);
  const subtitles = file ? new TextDecoder().decode(file.content) : "";
  // vuln-code-snippet start videoXssChallenge
  // The subtitles go into the page unescaped, on purpose: "</script>" in them ends the script element.
  const page = promotionPage(ctx.config.application.name, subtitles); // vuln-code-snippet vuln-line videoXssChallenge
  // vuln-code-snippet end videoXssChallenge
  await solveIf(ctx, videoXss, () => breaksOutOfScript(subtitles));
  return c.html(page);
});

/** The one byte range a Range header asks for, "unsatisfiable", or null to send everything (none, several, or not bytes). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/**
 * GET /assets/public/videos/{name}: the promotion's video and subtitles from the instance's files,
 * with byte ranges (Safari plays a video only from a server that answers them).
 */
export const promotionMediaApi = new Hono<ApiEnv>({ strict: false }).get(
  "/:name",
  pathParams(z.object({ name: z.string().regex(/^[\w.-]{1,100}$/, "a file name") })),
  async (c) => {
    const { name } = c.req.valid("param");
    const file = await readFile(c.get("instance").data, `${mediaFolder}/${name}`);
    if (!file) return c.json({ error: `No such file: ${name}.` }, 404);
    const etag = `"${file.size}-${file.updatedAt.replace(/\D/g, "")}"`;
    const headers = { "Content-Type": file.contentType, "Accept-Ranges": "bytes", ETag: etag, "Cache-Control": "no-cache" };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    const range = byteRange(c.req.header("Range"), file.size);
    if (range === "unsatisfiable") return c.body(null, 416, { ...headers, "Content-Range": `bytes */${file.size}` });
    if (range) {
      const part = file.content.slice(range.start, range.end + 1);
      return c.body(part, 206, { ...headers, "Content-Range": `bytes ${range.start}-${range.end}/${file.size}` });
    }
    return c.body(new Uint8Array(file.content), 200, headers);
  },
);
