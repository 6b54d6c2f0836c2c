import { beforeAll, describe, expect, it } from "vitest";
import { catalogue, challengeByKey } from "../../worker/challenges/registry";
import { products } from "../../worker/db/seed/products";
import { securityQuestions } from "../../worker/db/seed/security-questions";
import { pseudo } from "../../scripts/i18n.mjs";
import { call, isSolved, resetInstance } from "../support/instance";

/**
 * The server's texts follow the `language` cookie (worker/i18n). Checked with the pseudo-locale,
 * which the build makes from English: every text in it is known here without a translation file.
 */
const pseudoCookie = { Cookie: "language=en_XA" };
const inPseudo = (path: string, init: RequestInit & { json?: unknown } = {}) => call(path, { ...init, headers: { ...pseudoCookie, ...init.headers } });
const data = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

interface ChallengeRow {
  id: number;
  key: string;
  name: string;
  description: string;
  hint: string | null;
}

describe("texts in the student's language", () => {
  beforeAll(resetInstance);

  it("GET /api/Challenges translates names, descriptions and hints; ids and keys stay; English without the cookie", async () => {
    const english = await data<ChallengeRow[]>(await call("/api/Challenges"));
    const shown = await data<ChallengeRow[]>(await inPseudo("/api/Challenges"));
    expect(shown.map((c) => c.id).sort((a, b) => a - b)).toEqual(english.map((c) => c.id).sort((a, b) => a - b));
    const admin = shown.find((c) => c.key === "adminSectionChallenge")!;
    const definition = challengeByKey.get("adminSectionChallenge")!;
    expect(admin).toMatchObject({ id: definition.id, name: pseudo(definition.name), description: pseudo(definition.description), hint: pseudo(definition.hints[0]!) });
    expect(english.find((c) => c.key === "adminSectionChallenge")!.name).toBe(definition.name);
    // Sorted by the names the student reads.
    const names = shown.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-XA", { sensitivity: "base" })));
  });

  it("finds a challenge by its translated name (the score board's repeat notification sends the name it shows)", async () => {
    const definition = catalogue[0]!;
    const byName = await data<ChallengeRow[]>(await inPseudo(`/api/Challenges?name=${encodeURIComponent(pseudo(definition.name))}`));
    expect(byName.map((c) => c.key)).toEqual([definition.key]);
    expect((await inPseudo(`/rest/repeat-notification?challenge=${encodeURIComponent(pseudo(definition.name))}`)).status).toBe(200);
  });

  it("GET /api/Hints translates every hint by challenge and order", async () => {
    const hints = await data<{ ChallengeId: number; order: number; text: string }[]>(await inPseudo("/api/Hints"));
    const first = catalogue.find((c) => c.hints.length > 1)!;
    expect(hints.find((h) => h.ChallengeId === first.id && h.order === 1)!.text).toBe(pseudo(first.hints[1]!));
  });

  it("products, security questions and delivery methods come translated while they are the shop's own", async () => {
    const listed = await data<{ id: number; name: string; description: string }[]>(await inPseudo("/api/Products"));
    expect(listed.find((p) => p.id === 1)).toMatchObject({ name: pseudo(products[0]!.name), description: pseudo(products[0]!.description) });
    expect((await data<{ name: string }>(await inPseudo("/api/Products/1"))).name).toBe(pseudo(products[0]!.name));
    const questions = await data<{ id: number; question: string }[]>(await inPseudo("/api/SecurityQuestions"));
    expect(questions[0]!.question).toBe(pseudo(securityQuestions[0]!.question));
    const deliveries = await data<{ name: string }[]>(await inPseudo("/api/Deliverys"));
    expect(deliveries.every((d) => d.name.startsWith("["))).toBe(true);
  });

  it("the product search finds products by the name the student reads, and still runs the query on the English columns", async () => {
    const word = pseudo(products[0]!.name).slice(1, 8);
    const found = await data<{ id: number; name: string }[]>(await inPseudo(`/rest/products/search?q=${encodeURIComponent(word)}`));
    expect(found.map((p) => p.id)).toContain(1);
    expect(found.find((p) => p.id === 1)!.name).toBe(pseudo(products[0]!.name));
    // The English word still matches through the vulnerable query, and the answer is translated.
    const english = await data<{ id: number; name: string }[]>(await inPseudo(`/rest/products/search?q=${encodeURIComponent(products[0]!.name.split(" ")[0]!)}`));
    expect(english.find((p) => p.id === 1)!.name).toBe(pseudo(products[0]!.name));
  });

  it("a product a student renamed stays as they wrote it", async () => {
    await call("/api/Products/2", { method: "PUT", json: { name: "Renamed by a student" } });
    expect((await data<{ name: string }>(await inPseudo("/api/Products/2"))).name).toBe("Renamed by a student");
    await resetInstance();
  });

  it("error messages come translated, with their status and shape", async () => {
    const response = await inPseudo("/rest/user/login", { method: "POST", json: { email: "nobody@example.com", password: "wrong" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: pseudo("Invalid email or password.") });
    const english = await call("/rest/user/login", { method: "POST", json: { email: "nobody@example.com", password: "wrong" } });
    expect(await english.json()).toEqual({ error: "Invalid email or password." });
  });

  it("a Fix It explanation and a Find It hint come translated", async () => {
    const key = "loginAdminChallenge";
    const definition = challengeByKey.get(key)!;
    const wrong = await (await inPseudo("/snippets/verdict", { method: "POST", json: { key, selectedLines: [1] } })).json();
    expect(wrong.hint).toBe(pseudo(definition.coding!.hints[0]!));
    const right = definition.coding!.fixes.findIndex((f) => f.correct);
    // Fix It answers only after Find It: the explanation of any option is enough here.
    const snippet = await (await call(`/snippets/${key}`)).json();
    await inPseudo("/snippets/verdict", { method: "POST", json: { key, selectedLines: snippet.vulnLines } });
    const fixed = await (await inPseudo("/snippets/fixes", { method: "POST", json: { key, selectedFix: right } })).json();
    expect(fixed.explanation).toBe(pseudo(definition.coding!.fixes[right]!.explanation));
    await resetInstance();
  });

  it("the pseudo-locale's file is not an extra language to find, and unknown cookies are English", async () => {
    expect((await call("/assets/i18n/en_XA.json")).status).toBe(200);
    expect(await isSolved("extraLanguageChallenge")).toBe(false);
    const english = await data<ChallengeRow[]>(await call("/api/Challenges?key=adminSectionChallenge", { headers: { Cookie: "language=xx_YY" } }));
    expect(english[0]!.name).toBe(challengeByKey.get("adminSectionChallenge")!.name);
  });
});
