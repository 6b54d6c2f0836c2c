import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance } from "../support/instance";
import { persona } from "../support/seed";
import { reviewsOfProductNamed } from "../support/shop";

type Persona = Parameters<typeof persona>[0];

const reset = (email: string, answer: string, headers: Record<string, string> = {}) =>
  call("/rest/user/reset-password", { method: "POST", json: { email, answer, new: "n3w-Passw0rd", repeat: "n3w-Passw0rd" }, headers });

async function question(name: Persona): Promise<string> {
  const response = await call(`/rest/user/security-question?email=${encodeURIComponent(persona(name).email)}`);
  return (await response.json()).question.question;
}

async function ftpText(file: string): Promise<string> {
  const response = await call(`/ftp/${file}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Resets with the answer, then proves the new password works. */
async function resetsWith(name: Persona, answer: string) {
  const response = await reset(persona(name).email, answer);
  expect(response.status, await response.clone().text()).toBe(200);
  expect((await login(persona(name).email, "n3w-Passw0rd")).status).toBe(200);
}

describe("resetting passwords with answers found inside the shop", () => {
  beforeEach(resetInstance);

  it("resetPasswordBjoernChallenge: the legal notice names the house Hektor grew up in, postal code and all", async () => {
    expect(await question("bjoern")).toMatch(/postal code of the house you grew up in/);
    const postalCode = /(\d{5}) Kielbruck/.exec(await ftpText("legal.md"))![1]!;
    await resetsWith("bjoern", postalCode);
    expect(await isSolved("resetPasswordBjoernChallenge")).toBe(true);
  });

  it("resetPasswordBjoernOwaspChallenge: the foundation's newsletter tells of Hektor's first concert", async () => {
    expect(await question("bjoernOwasp")).toMatch(/first ever concert/);
    const band = /\*([^*]+)\* in a tent/.exec(await ftpText("foundation-newsletter.md"))![1]!;
    await resetsWith("bjoernOwasp", band);
    expect(await isSolved("resetPasswordBjoernOwaspChallenge")).toBe(true);
  });

  it.each([
    ["resetPasswordJimChallenge", "jim", "Three-Day Juice Cleanse Kit", /eldest brother, \w+ (\w+) Quill/, /middle name of your eldest/],
    ["resetPasswordBenderChallenge", "bender", "Electric Cold Press 3000", /old press at ([^.]+)\./, /first wage/],
    ["resetPasswordUvoginChallenge", "uvogin", "Pomegranate Punch (330ml)", /scene of (The [^.]+)\./, /film/],
  ] as const)("%s: the answer is in one of their reviews", async (key, name, product, clue, asked) => {
    expect(await question(name)).toMatch(asked);
    const review = (await reviewsOfProductNamed(product)).find((r) => r.author === persona(name).email)!;
    await resetsWith(name, clue.exec(review.message)![1]!);
    expect(await isSolved(key)).toBe(true);
  });

  it("resetPasswordMortyChallenge: brute force past a rate limit that believes X-Forwarded-For", async () => {
    const email = persona("morty").email;
    // First the plain names a student would try: the limit stops them after 100.
    for (let i = 0; i < 100; i++) expect((await reset(email, `Pet${i}`, { "X-Forwarded-For": "10.0.0.1" })).status).toBe(401);
    expect((await reset(email, "Pippin", { "X-Forwarded-For": "10.0.0.1" })).status).toBe(429);
    // The limit counts per X-Forwarded-For, which the sender writes: a new value, a fresh window.
    // His review names his hamster, and says he writes it in his own number-spelling.
    const review = (await reviewsOfProductNamed("Crisp Orchard Apple Juice (1000ml)")).find((r) => r.author === email && r.message.includes("hamster"))!;
    const pet = /hamster (\w+)/.exec(review.message)![1]!.toLowerCase();
    const leet: Record<string, string[]> = { p: ["p", "P"], i: ["i", "1"], n: ["n", "N"] };
    const variants = [...pet].reduce<string[]>((words, ch) => words.flatMap((w) => (leet[ch] ?? [ch]).map((v) => w + v)), [""]);
    let answered: string | undefined;
    for (const guess of variants) {
      const response = await reset(email, guess, { "X-Forwarded-For": "10.0.0.2" });
      if (response.status === 200) {
        answered = guess;
        break;
      }
      expect(response.status).toBe(401);
    }
    expect(answered).toBe(persona("morty").securityAnswer);
    expect(await isSolved("resetPasswordMortyChallenge")).toBe(true);
  });

  it("wrong answers, other people's resets and a mismatched repeat solve nothing", async () => {
    expect((await reset(persona("jim").email, "Bartholomew")).status).toBe(401);
    expect((await reset(persona("emma").email, persona("emma").securityAnswer)).status).toBe(200);
    const mismatch = await call("/rest/user/reset-password", {
      method: "POST",
      json: { email: persona("bjoern").email, answer: persona("bjoern").securityAnswer, new: "a-password", repeat: "another" },
    });
    expect(mismatch.status).toBe(401);
    for (const key of [
      "resetPasswordJimChallenge",
      "resetPasswordBenderChallenge",
      "resetPasswordBjoernChallenge",
      "resetPasswordBjoernOwaspChallenge",
      "resetPasswordMortyChallenge",
      "resetPasswordUvoginChallenge",
    ]) {
      expect(await isSolved(key), key).toBe(false);
    }
  });
});
