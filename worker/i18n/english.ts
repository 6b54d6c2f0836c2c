import { catalogue } from "../challenges/registry";
import { deliveryMethods } from "../db/seed/delivery-methods";
import { products } from "../db/seed/products";
import { securityQuestions } from "../db/seed/security-questions";
import { botTexts } from "../lib/chatbot/replies";

/**
 * Every text a student reads that the server sends, in English, under the key its translations
 * use (locales/<language>/content.json). Built from the modules that hold the texts, so a new
 * challenge, hint, product or bot reply is here the moment it exists; `npm run i18n:extract`
 * writes it to locales/en/content.json for translators, and a test fails when that file is stale.
 *
 * Keys never change with the English wording: a challenge's by its key, a product's by its image,
 * a security question's and a delivery method's by their ids. Server messages (the `error` of a
 * 4xx answer) are keyed by their English text instead (`message.<text>`), since they are written
 * where they are sent; see worker/i18n/messages.ts.
 */
export type ContentTexts = Readonly<Record<string, string>>;

/** The server's own sentences that are not messages of an error. */
export const serverTexts = {
  "coding.line": "Line {{line}} holds the flaw. Select it and submit.",
  "coding.lines": "Lines {{lines}} hold the flaw. Select them and submit.",
} as const;

/** A product's key: its picture's name, which no student can change ("sunrise-orange-juice"). */
export const productKey = (image: string) => image.replace(/\.[a-z]+$/, "");

function challengeTexts(out: Record<string, string>) {
  for (const c of catalogue) {
    out[`challenge.${c.key}.name`] = c.name;
    out[`challenge.${c.key}.description`] = c.description;
    c.hints.forEach((hint, i) => (out[`challenge.${c.key}.hint.${i}`] = hint));
    c.coding?.hints.forEach((hint, i) => (out[`challenge.${c.key}.codingHint.${i}`] = hint));
    c.coding?.fixes.forEach((fix, i) => (out[`challenge.${c.key}.fix.${i}`] = fix.explanation));
  }
}

export function englishContent(messages: readonly string[] = []): ContentTexts {
  const out: Record<string, string> = {};
  challengeTexts(out);
  for (const p of products) {
    out[`product.${productKey(p.image)}.name`] = p.name;
    out[`product.${productKey(p.image)}.description`] = p.description;
  }
  for (const q of securityQuestions) out[`securityQuestion.${q.id}`] = q.question;
  deliveryMethods.forEach((d, i) => (out[`delivery.${i + 1}`] = d.name));
  for (const [key, text] of Object.entries(botTexts)) out[`bot.${key}`] = text;
  Object.assign(out, serverTexts);
  for (const message of messages) out[`message.${message}`] = message;
  return out;
}
