import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { call, resetInstance } from "../support/instance";
import { persona } from "../support/seed";
import { root } from "../support/sources";

const video = readFileSync(join(root, "worker/db/seed/files/assets/public/videos/squeeze-promo.mp4"));
const videoUrl = "/assets/public/videos/squeeze-promo.mp4";

/** GET /promotion and its media: a server-rendered page, a video served with byte ranges, its subtitles. */
describe("the promotion video", () => {
  beforeAll(resetInstance);

  it("the page embeds the video and its subtitles", async () => {
    const response = await call("/promotion");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<video id="promotion" controls playsinline preload="metadata" src="${videoUrl}"></video>`);
    expect(html).toContain("Squeeze the day!");
  });

  it("the video is an MP4 that says it serves byte ranges", async () => {
    const response = await call(videoUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("video/mp4");
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body).toEqual(new Uint8Array(video));
    expect(new TextDecoder().decode(body.subarray(4, 8))).toBe("ftyp");
  });

  it.each([
    ["bytes=0-1", 0, 1],
    ["bytes=100-", 100, video.length - 1],
    ["bytes=-100", video.length - 100, video.length - 1],
    ["bytes=1000-999999999", 1000, video.length - 1],
  ])("a Range of %s is answered with 206 and those bytes", async (range, start, end) => {
    const response = await call(videoUrl, { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(video.subarray(start, end + 1)));
  });

  it("a Range past the end is a 416; several ranges get the whole file", async () => {
    const past = await call(videoUrl, { headers: { Range: `bytes=${video.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe(`bytes */${video.length}`);
    const several = await call(videoUrl, { headers: { Range: "bytes=0-1,5-6" } });
    expect(several.status).toBe(200);
    await several.arrayBuffer();
  });

  it("a browser that has the video already gets a 304", async () => {
    const first = await call(videoUrl);
    await first.arrayBuffer();
    const again = await call(videoUrl, { headers: { "If-None-Match": first.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });

  it("the subtitles are the file beside the video", async () => {
    const response = await call("/assets/public/videos/squeeze-promo.vtt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
    const subtitles = await response.text();
    expect(subtitles).toMatch(/^WEBVTT\n/);
    // The OSINT clue of loginRapperChallenge (docs/osint.md): the rapper says his password on camera.
    expect(subtitles).toContain(`[Lil Squeezy, waving at the camera] Yo! Every mornin' I log in with ${persona("rapper").password}`);
  });

  it("a missing file is a 404 and a name that is not one a 400, both JSON", async () => {
    const missing = await call("/assets/public/videos/outtakes.mp4");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatch(/No such file/);
    const odd = await call("/assets/public/videos/a%20b%3Cc");
    expect(odd.status).toBe(400);
    expect((await odd.json()).error).toEqual(expect.any(String));
  });
});
