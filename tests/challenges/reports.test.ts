import { readFileSync } from "node:fs";
import { join } from "node:path";
import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../worker/challenges/registry";
import { call, isSolved } from "../support/instance";
import { signIn } from "../support/shop";
import { root } from "../support/sources";
import { freshInstanceWithRoom, leastSignificantBitText, memories, pictureBytes, postComplaint, postFeedback } from "../support/talk";

/** The developer's forgotten manifest backup; /ftp serves it to whoever beats its file-type check. */
const manifestBackup = () =>
  JSON.parse(readFileSync(join(root, "worker/db/seed/files/ftp/package.json.bak"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** Every challenge a report solves, as the modules say (their `reportedIn`). */
const reportChallenges = catalogue.filter((c) => c.reportedIn !== undefined).map((c) => c.key);

async function text(path: string): Promise<string> {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function json<T>(path: string): Promise<T> {
  return JSON.parse(await text(path)) as T;
}

async function complain(message: string) {
  const response = await postComplaint(message, await signIn("jim"));
  expect(response.status).toBe(201);
  expect((await response.json()).data.id).toBeGreaterThan(0);
}

async function feedback(comment: string) {
  expect((await postFeedback({ comment, rating: 2 })).status).toBe(201);
}

describe("reporting what you found, in feedback or a complaint", () => {
  const room = freshInstanceWithRoom();

  it("weirdCryptoChallenge: naming an unfit algorithm the shop uses", async () => {
    await feedback("You store passwords as unsalted MD5? In this century?");
    expect(await isSolved("weirdCryptoChallenge")).toBe(true);
  });

  it("typosquattingNpmChallenge: the misspelt server dependency of the old manifest", async () => {
    const real = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const imposter = Object.keys(manifestBackup().dependencies).find((name) => !(name in real.dependencies) && name.startsWith("driz"));
    expect(imposter).toBe("drizle-orm");
    await complain(`Your old package.json.bak depends on ${imposter}, a typosquat of drizzle-orm.`);
    expect(await isSolved("typosquattingNpmChallenge")).toBe(true);
  });

  it("typosquattingAngularChallenge: the misspelt package of the pages' licence notice", async () => {
    const licences = await text("/assets/third-party-licenses.txt");
    expect(licences).toMatch(/^canvas-confeti 1\.9\.3$/m);
    await feedback("Your pages ship canvas-confeti, which is not the confetti library you think it is.");
    expect(await isSolved("typosquattingAngularChallenge")).toBe(true);
  });

  it("knownVulnerableComponentChallenge: the library and its vulnerable version", async () => {
    expect(manifestBackup().dependencies.jsonwebtoken).toBe("4.2.1");
    await complain("jsonwebtoken@4.2.1 lets a token choose HS256 and sign with your public key (CVE-2015-9235).");
    expect(await isSolved("knownVulnerableComponentChallenge")).toBe(true);
  });

  it("supplyChainAttackChallenge: the payload that the pinned event-stream pulled in", async () => {
    expect(manifestBackup().devDependencies["event-stream"]).toBe("3.3.6");
    await feedback("event-stream 3.3.6 pulled in flatmap-stream, which stole wallets. Check your build!");
    expect(await isSolved("supplyChainAttackChallenge")).toBe(true);
  });

  it("hiddenImageChallenge: the stowaway in the bits of the about page's fifth picture", async () => {
    const png = await pictureBytes("/assets/public/images/carousel/carousel-5.png");
    const message = leastSignificantBitText(png);
    expect(message).toMatch(/^Ahoy! Sir Zestalot/);
    const name = /Ahoy! ([^,]+),/.exec(message)![1]!;
    await complain(`Found a stowaway in your about page: ${name}!`);
    expect(await isSolved("hiddenImageChallenge")).toBe(true);
  });

  it("dlpPastebinDataLeakChallenge: the withdrawn smoothie's recipe on the test kitchen's whiteboard", async () => {
    const photo = (await memories()).find((m) => /test kitchen/i.test(m.caption));
    expect(photo?.User?.username).toBe("Pulp Desk");
    // The recipe is legible in the picture: 4 rhubarb leaves and 2 tbsp foxglove honey.
    await complain("The Power Smoothie was made with rhubarb leaves and foxglove honey. Both are poisonous!");
    expect(await isSolved("dlpPastebinDataLeakChallenge")).toBe(true);
  });

  it("leakedApiKeyChallenge: the key the QA bot's screenshot tool wrote into its picture", async () => {
    const screenshot = (await memories()).find((m) => m.User?.username === "QA Bot 3000")!;
    const tags = (await exifr.parse(Buffer.from(await pictureBytes(screenshot.imagePath)), { ifd0: { pick: ["ImageDescription"] } })) as { ImageDescription: string };
    const key = /--api-key (\S+)/.exec(tags.ImageDescription)![1]!;
    await feedback(`Revoke ${key} now, your QA bot published it.`);
    expect(await isSolved("leakedApiKeyChallenge")).toBe(true);
  });

  it("csafChallenge: from security.txt to the checksum of the advisory that affects this version", async () => {
    const policy = await text("/.well-known/security.txt");
    const metadataUrl = new URL(/^CSAF: (.+)$/m.exec(policy)![1]!);
    const metadata = await json<{ distributions: { directory_url: string }[] }>(metadataUrl.pathname);
    const directory = new URL(metadata.distributions[0]!.directory_url).pathname;
    const version = (await json<{ version: string }>("/rest/admin/application-version")).version;
    const [major, minor] = version.split(".");
    const files = (await text(`${directory}index.txt`)).trim().split("\n");
    const affected: string[] = [];
    for (const file of files) {
      const advisory = await json<{ product_tree: unknown; vulnerabilities: { product_status: { known_affected?: string[] } }[] }>(`${directory}${file}`);
      // The product of the shop's own line (e.g. "Squeeze juice shop 0.1").
      const product = JSON.stringify(advisory.product_tree).includes(`Squeeze juice shop ${major}.${minor}"`) ? `SQZ-${major}.${minor}` : null;
      if (product && advisory.vulnerabilities.some((v) => v.product_status.known_affected?.includes(product))) affected.push(file);
    }
    expect(affected).toHaveLength(1);
    const checksum = (await text(`${directory}${affected[0]}.sha512`)).split(/\s+/)[0]!;
    await complain(`Your advisory ${affected[0]} affects me; its checksum is ${checksum}.`);
    expect(await isSolved("csafChallenge")).toBe(true);
  });

  it("ordinary feedback and complaints solve none of them, nor do near misses", async () => {
    await feedback("Lovely juice, fast delivery. The confetti on your pages is fun!");
    await complain("My order arrived warm. Also, drizzle-orm is a nice library, and I like canvas-confetti.");
    await complain("Is jsonwebtoken 9.0.2 any good? And event-stream 4.0.1?");
    await feedback("A checksum of a different advisory: e3122bd05d635808bbff001f3c7a6c42731a9267588437c47ed81f9452c2b105cd3ecb057becbdb524663c0f6a1e075ba3d64287670582f62efce5cecb81309d");
    await complain("Rhubarb leaves are not food, as your withdrawn smoothie's description says.");
    await room().barrier();
    for (const key of reportChallenges) expect(await isSolved(key), key).toBe(false);
  });
});
