import { beforeEach, describe, expect, it } from "vitest";
import { merchandiseLinks, retiredDonationLinks } from "../../worker/lib/redirects";
import { call, isSolved, resetInstance } from "../support/instance";

const redirect = (to: string) => call(`/redirect?to=${encodeURIComponent(to)}`, { redirect: "manual" });

describe("the /redirect allowlist", () => {
  beforeEach(resetInstance);

  it("redirectCryptoCurrencyChallenge: a retired donation address is still followed", async () => {
    const response = await redirect(retiredDonationLinks.dash);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(retiredDonationLinks.dash);
    expect(await isSolved("redirectCryptoCurrencyChallenge")).toBe(true);
    expect(await isSolved("redirectChallenge")).toBe(false);
  });

  it("redirectChallenge: a foreign URL carrying an allowed link in its query string is followed", async () => {
    const target = `https://evil.example/steal?ref=${merchandiseLinks.stickers}`;
    const response = await redirect(target);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(target);
    expect(await isSolved("redirectChallenge")).toBe(true);
  });

  it("the shop's current links solve neither; other targets are refused", async () => {
    expect((await redirect(merchandiseLinks.shirts)).status).toBe(302);
    expect((await redirect(`${merchandiseLinks.shirts}?size=xl`)).status).toBe(302);
    expect((await redirect("https://evil.example/")).status).toBe(406);
    expect((await call("/redirect", { redirect: "manual" })).status).toBe(400);
    expect((await redirect("https://evil.example/\r\nSet-Cookie: x=1")).status).toBe(400);
    expect(await isSolved("redirectChallenge")).toBe(false);
    expect(await isSolved("redirectCryptoCurrencyChallenge")).toBe(false);
  });
});
