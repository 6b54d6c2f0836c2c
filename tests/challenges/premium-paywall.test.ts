import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";

/**
 * premiumPaywallChallenge: the challenge's description carries an encrypted text in an HTML
 * comment; /encryptionkeys/premium.key holds the key and IV (unlabelled); the decrypted text
 * names the tasting room's page, and reaching it solves the challenge.
 */

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));

/** What a student does: read the description, fetch the key file, tell key from IV by length, decrypt. */
async function decryptedText(): Promise<string> {
  const { data } = (await (await call("/api/Challenges/?key=premiumPaywallChallenge")).json()) as { data: { description: string }[] };
  const ciphertext = /<!--\s*([A-Za-z0-9+/=]+)\s*-->/.exec(data[0]!.description)![1]!;
  const keyFile = await call("/encryptionkeys/premium.key");
  expect(keyFile.status).toBe(200);
  const numbers = (await keyFile.text()).match(/[0-9a-f]+/gi)!;
  const key = numbers.find((n) => n.length === 64)!;
  const iv = numbers.find((n) => n.length === 32)!;
  const cryptoKey = await crypto.subtle.importKey("raw", hexBytes(key), "AES-CBC", false, ["decrypt"]);
  const plain = await crypto.subtle.decrypt({ name: "AES-CBC", iv: hexBytes(iv) }, cryptoKey, Uint8Array.from(atob(ciphertext), (ch) => ch.charCodeAt(0)));
  return new TextDecoder().decode(plain);
}

describe("premiumPaywallChallenge: the tasting room behind the paywall", () => {
  beforeEach(resetInstance);

  it("the description's secret, decrypted with the published key, names the page that solves it", async () => {
    const text = await decryptedText();
    const path = /(\/the\/tasting\/room\/\S+)/.exec(text)![1]!;
    expect(await isSolved("premiumPaywallChallenge")).toBe(false);
    const page = await call(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/tasting room/i);
    expect(await isSolved("premiumPaywallChallenge")).toBe(true);
  });

  it("also with a trailing slash or a letter in capitals, as a student might type it", async () => {
    const path = /(\/the\/tasting\/room\/\S+)/.exec(await decryptedText())![1]!;
    expect((await call(`${path.replace("/golden/", "/Golden/")}/`)).status).toBe(200);
    expect(await isSolved("premiumPaywallChallenge")).toBe(true);
  });

  it("the key folder, the key itself and wrong doors solve nothing; other keys are 404 JSON", async () => {
    const folder = (await (await call("/encryptionkeys")).json()) as { entries: { name: string }[] };
    expect(folder.entries.map((e) => e.name)).toContain("premium.key");
    expect((await call("/encryptionkeys/premium.key")).status).toBe(200);
    for (const path of ["/encryptionkeys/premium.pub", "/encryptionkeys/premium.key.bak", "/encryptionkeys/..%2Fpremium.key"]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).toMatch(/json/);
    }
    for (const path of ["/the/tasting/room", "/the/tasting/room/behind/the/golden/press", "/the/tasting/room/behind/the/golden/press/opens/for/everyone"]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).toMatch(/json/);
    }
    // The challenge list shows the description as HTML: the secret stays a comment there.
    const { data } = (await (await call("/api/Challenges/?key=premiumPaywallChallenge")).json()) as { data: { description: string }[] };
    expect(data[0]!.description).toMatch(/^Unlock .*<!--[A-Za-z0-9+/=]+-->$/);
    expect(await isSolved("premiumPaywallChallenge")).toBe(false);
  });
});
