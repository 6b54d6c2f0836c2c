import { catalogue, challengeById } from "../challenges/registry";
import { deliveryMethods } from "../db/seed/delivery-methods";
import { products } from "../db/seed/products";
import { securityQuestions } from "../db/seed/security-questions";
import { productKey } from "./english";
import type { ContentTranslator } from "./texts";

/**
 * The shop's own data in the student's language, where it is still the shop's own: a text is
 * translated only while it equals the seed's English, so what a student changed (a product they
 * renamed by an exploit) or injected (rows of a UNION) is shown as it is.
 */

const seedProducts = new Map(products.map((p) => [productKey(p.image), p]));

/** A product row (any shape with name, description and image) with its seed texts translated. */
export function translatedProduct<T extends { name?: unknown; description?: unknown; image?: unknown }>(t: ContentTranslator, row: T): T {
  if (t.english || typeof row.image !== "string") return row;
  const key = productKey(row.image);
  const seed = seedProducts.get(key);
  if (!seed) return row;
  const out = { ...row };
  if (row.name === seed.name) out.name = t.t(`product.${key}.name`, seed.name);
  if (row.description === seed.description) out.description = t.t(`product.${key}.description`, seed.description);
  return out;
}

/**
 * The ids of products whose translated name or description contains the search text: a student
 * searching in their language finds what they see listed (the vulnerable query itself searches the
 * English columns, as it must for the injection challenges).
 */
export function productsMatchingTranslation(t: ContentTranslator, text: string): number[] {
  if (t.english || !text.trim()) return [];
  const wanted = text.toLocaleLowerCase(t.language.replace("_", "-"));
  const ids: number[] = [];
  products.forEach((p, index) => {
    if (p.deleted) return;
    const key = productKey(p.image);
    const shown = `${t.t(`product.${key}.name`, p.name)}\n${t.t(`product.${key}.description`, p.description)}`;
    if (shown.toLocaleLowerCase(t.language.replace("_", "-")).includes(wanted)) ids.push(index + 1);
  });
  return ids;
}

const seedQuestions = new Map(securityQuestions.map((q) => [q.id, q.question]));

export function translatedQuestion<T extends { id: number; question: string }>(t: ContentTranslator, row: T): T {
  const seed = seedQuestions.get(row.id);
  return t.english || seed !== row.question ? row : { ...row, question: t.t(`securityQuestion.${row.id}`, seed) };
}

export function translatedDelivery<T extends { id: number; name: string }>(t: ContentTranslator, row: T): T {
  const seed = deliveryMethods[row.id - 1];
  return t.english || seed?.name !== row.name ? row : { ...row, name: t.t(`delivery.${row.id}`, seed.name) };
}

/** A Challenges row in the student's language (name, description and the first hint); keys and ids stay. */
export function translatedChallenge<T extends { key: string; name: string; description: string; hint: string | null }>(t: ContentTranslator, row: T): T {
  if (t.english) return row;
  const k = `challenge.${row.key}`;
  return { ...row, name: t.t(`${k}.name`, row.name), description: t.t(`${k}.description`, row.description), hint: row.hint === null ? null : t.t(`${k}.hint.0`, row.hint) };
}

/** The key of the challenge a name names, in English or in the student's language. */
export function keyOfName(t: ContentTranslator, name: string): string | undefined {
  return catalogue.find((c) => c.name === name || (!t.english && t.t(`challenge.${c.key}.name`, c.name) === name))?.key;
}

/** A Hints row in the student's language. */
export function translatedHint<T extends { ChallengeId: number; order: number; text: string }>(t: ContentTranslator, row: T): T {
  const challenge = challengeById.get(row.ChallengeId);
  return t.english || !challenge ? row : { ...row, text: t.t(`challenge.${challenge.key}.hint.${row.order}`, row.text) };
}
