import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { customerToken, upload, zipOf } from "../support/uploads";

const subtitles = "../../assets/public/videos/squeeze-promo.vtt";
const replaceSubtitles = async (text: string) =>
  upload(await customerToken(), { name: "evidence.zip", content: zipOf({ [subtitles]: text }), type: "application/zip" });

describe("videoXssChallenge: subtitles that break out of the promotion page's script element", () => {
  beforeEach(resetInstance);

  it("subtitles replaced through a zip slip run alert(`xss`) on the promotion page, which solves it", async () => {
    const payload = "WEBVTT\n\n00:00.000 --> 00:05.000\n</script><script>alert(`xss`)</script>\n";
    expect((await replaceSubtitles(payload)).status).toBe(201);
    expect(await isSolved("videoXssChallenge")).toBe(false); // written, but nobody has watched yet
    const page = await call("/promotion");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</script><script>alert(`xss`)</script>");
    expect(await isSolved("videoXssChallenge")).toBe(true);
  });

  it("a sloppier break-out with spaces and capitals counts too", async () => {
    await replaceSubtitles("WEBVTT\n\n</SCRIPT >\n<script >alert(`xss`)</script>");
    await (await call("/promotion")).text();
    expect(await isSolved("videoXssChallenge")).toBe(true);
  });

  it("the promotion page as shipped plays the video with its subtitles and solves nothing", async () => {
    const page = await call("/promotion", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('src="/assets/public/videos/squeeze-promo.mp4"');
    expect(html).toMatch(/<script id="promotion-subtitles" type="text\/vtt"[^>]*>WEBVTT/);
    expect(await isSolved("videoXssChallenge")).toBe(false);
  });

  it("new subtitles that stay inside the script element do not solve it", async () => {
    await replaceSubtitles("WEBVTT\n\n00:00.000 --> 00:02.000\nWe <3 <script> kiddies & </scrip> typos\n");
    expect(await (await call("/promotion")).text()).toContain("We <3 <script> kiddies");
    expect(await isSolved("videoXssChallenge")).toBe(false);
  });
});
