import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { call, isSolved, login } from "../support/instance";
import { persona } from "../support/seed";
import { freshInstanceWithRoom, memories, pictureBytes } from "../support/talk";

const reset = (email: string, answer: string) =>
  call("/rest/user/reset-password", { method: "POST", json: { email, answer, new: "n3w-Passw0rd", repeat: "n3w-Passw0rd" } });

async function question(email: string): Promise<string> {
  return (await (await call(`/rest/user/security-question?email=${encodeURIComponent(email)}`)).json()).question.question;
}

/** The uploader's email, as a student learns it: the user list that any customer may read. */
async function emailOfUploader(userId: number): Promise<string> {
  const jim = persona("jim");
  const { authentication } = await (await login(jim.email, jim.password)).json();
  return (await (await call(`/api/Users/${userId}`, { headers: { Authorization: `Bearer ${authentication.token}` } })).json()).data.email;
}

describe("the photo wall", () => {
  const room = freshInstanceWithRoom();

  it("missingEncodingChallenge: the picture whose name holds '#' loads once the name is percent-encoded", async () => {
    const broken = (await memories()).find((m) => m.imagePath.includes("#"))!;
    // As the page asks for it: everything from "#" on is a fragment, never sent.
    const asLinked = await call(broken.imagePath.slice(0, broken.imagePath.indexOf("#")));
    expect(asLinked.status).toBe(404);
    const fixed = broken.imagePath.replaceAll("#", "%23");
    const response = await call(fixed);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await isSolved("missingEncodingChallenge")).toBe(true);
  });

  it("missingEncodingChallenge: the other pictures, and the broken link as it is, do not solve it", async () => {
    for (const memory of (await memories()).filter((m) => !m.imagePath.includes("#"))) await pictureBytes(memory.imagePath);
    const broken = (await memories()).find((m) => m.imagePath.includes("#"))!;
    expect((await call(encodeURI(broken.imagePath))).status).toBe(404);
    await room().barrier();
    expect(await isSolved("missingEncodingChallenge")).toBe(false);
  });

  it("geoStalkingMetaChallenge: the GPS position of Juniper's lakeside photo answers where her parents met", async () => {
    const photo = (await memories()).find((m) => /first met/.test(m.caption))!;
    const email = await emailOfUploader(photo.UserId!);
    expect(email).toBe(persona("john").email);
    expect(await question(email)).toMatch(/town did your parents first meet/);
    const { latitude, longitude } = (await exifr.gps(Buffer.from(await pictureBytes(photo.imagePath))))!;
    // A map puts 46.3635° N, 14.0941° E on the shore of Lake Bled, in the town of Bled.
    expect(latitude).toBeCloseTo(46.3635, 3);
    expect(longitude).toBeCloseTo(14.0941, 3);
    const response = await reset(email, "Bled");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await isSolved("geoStalkingMetaChallenge")).toBe(true);
  });

  it("geoStalkingVisualChallenge: the kiosk on Ellie's throwback photo paid her first wage", async () => {
    const photo = (await memories()).find((m) => /first summer job/.test(m.caption))!;
    const email = await emailOfUploader(photo.UserId!);
    expect(email).toBe(persona("emma").email);
    expect(await question(email)).toMatch(/first wage/);
    // The sign above the kiosk reads CITRUS CORNER.
    const response = await reset(email, "Citrus Corner");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await isSolved("geoStalkingVisualChallenge")).toBe(true);
  });

  it("geoStalking: wrong answers, and other people's resets, solve neither", async () => {
    expect((await reset(persona("john").email, "Ljubljana")).status).toBe(401);
    expect((await reset(persona("emma").email, "Lemon Lagoon")).status).toBe(401);
    expect((await reset(persona("jim").email, "Barnabus")).status).toBe(200);
    await room().barrier();
    expect(await isSolved("geoStalkingMetaChallenge")).toBe(false);
    expect(await isSolved("geoStalkingVisualChallenge")).toBe(false);
  });
});
