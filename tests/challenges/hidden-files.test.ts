import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

const productImages = "/assets/public/images/products";

describe("files the shop never links", () => {
  beforeEach(resetInstance);

  it("retrieveBlueprintChallenge: the press's picture names the CAD file that lies beside it", async () => {
    const { data } = await (await call("/api/Products")).json();
    const press = (data as { name: string; image: string }[]).find((p) => /press/i.test(p.name) && /electric/i.test(p.name))!;
    const svg = await (await call(`${productImages}/${press.image}`)).text();
    const named = svg.match(/<metadata>[^<]*?([\w-]+\.stl)/)![1]!;
    expect(await isSolved("retrieveBlueprintChallenge")).toBe(false);
    const blueprint = await call(`${productImages}/${named}`);
    expect(blueprint.status).toBe(200);
    expect(blueprint.headers.get("Content-Type")).toBe("model/stl");
    const stl = await blueprint.text();
    expect(stl).toMatch(/^solid \w+\n/);
    expect(stl.match(/facet normal/g)!.length).toBeGreaterThan(100);
    expect(await isSolved("retrieveBlueprintChallenge")).toBe(true);
  });

  it("product images themselves solve nothing", async () => {
    expect((await call(`${productImages}/electric-cold-press.svg`)).status).toBe(200);
    expect((await call(`${productImages}/hand-juicer-pro.svg`)).status).toBe(200);
    expect(await isSolved("retrieveBlueprintChallenge")).toBe(false);
  });

  it("extraLanguageChallenge: guessing the file of a language the menu does not offer", async () => {
    const offered = (await (await call("/rest/languages")).json()) as { key: string }[];
    expect(offered.map((l) => l.key)).not.toContain("tlh_AA");
    // The offered languages' files show the naming pattern.
    for (const { key } of offered) expect((await call(`/assets/i18n/${key}.json`)).status).toBe(200);
    expect(await isSolved("extraLanguageChallenge")).toBe(false);
    // A student tries language codes in that pattern until one answers.
    const guesses = ["eu_ES", "la_VA", "eo_XX", "tlh_AA", "qya_AA"];
    const found: string[] = [];
    for (const guess of guesses) if ((await call(`/assets/i18n/${guess}.json`)).status === 200) found.push(guess);
    expect(found).toEqual(["tlh_AA"]);
    const klingon = await (await call("/assets/i18n/tlh_AA.json")).json();
    expect(klingon.TITLE_LOGIN).toBeTypeOf("string");
    expect(await isSolved("extraLanguageChallenge")).toBe(true);
  });

  it("the offered languages' files, and guesses that answer 404, do not solve extraLanguageChallenge", async () => {
    const offered = (await (await call("/rest/languages")).json()) as { key: string }[];
    for (const { key } of offered) expect((await call(`/assets/i18n/${key}.json`)).status).toBe(200);
    expect((await call("/assets/i18n/fr_XX.json")).status).toBe(404);
    expect(await isSolved("extraLanguageChallenge")).toBe(false);
  });

  it("/rest/languages measures each translation against the English texts", async () => {
    const languages = (await (await call("/rest/languages")).json()) as { key: string; percentage: number; gauge: string }[];
    expect(languages[0]).toMatchObject({ key: "en", percentage: 100, gauge: "full" });
    for (const l of languages) expect(l.percentage).toBeGreaterThanOrEqual(0);
    expect((await call("/assets/i18n/..%2Fen.json")).status).toBe(400);
    expect((await call("/assets/i18n/xx_XX.json")).status).toBe(404);
  });
});

describe("the encrypted announcement on the file server", () => {
  it("decrypts with the key that lies in /encryptionkeys, and hints at the coin offering", async () => {
    const announcement = await (await call("/ftp/announcement_encrypted.md")).text();
    const base64 = announcement.split("\n").filter((line) => /^[A-Za-z0-9+/=]{8,}$/.test(line)).join("");
    const keyFile = await (await call("/encryptionkeys/announcement.key")).text();
    const hex = (name: string) => Uint8Array.from(keyFile.match(new RegExp(`${name}: ([0-9a-f]+)`))![1]!.match(/../g)!.map((h) => parseInt(h, 16)));
    const key = await crypto.subtle.importKey("raw", hex("key"), "AES-CBC", false, ["decrypt"]);
    const plain = await crypto.subtle.decrypt({ name: "AES-CBC", iv: hex("iv") }, key, Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0)));
    expect(new TextDecoder().decode(plain)).toMatch(/scrambled/);
  });
});
