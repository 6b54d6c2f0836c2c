import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deliveryMethods } from "../../worker/db/seed/delivery-methods";
import { orders } from "../../worker/db/seed/orders";
import { products } from "../../worker/db/seed/products";
import { reviews } from "../../worker/db/seed/reviews";
import { securityQuestions } from "../../worker/db/seed/security-questions";
import { users } from "../../worker/db/seed/users";

const localParts = new Set(users.filter((u) => !u.deleted).map((u) => u.localPart));
const productNames = new Set(products.filter((p) => !p.deleted).map((p) => p.name));
const osint = readFileSync(join(import.meta.dirname, "../../docs/osint.md"), "utf8");

/** The clues docs/osint.md describes: persona, answer, and the review that holds it. */
const clues = [
  { persona: "jim", answer: "Barnabus", product: "Three-Day Juice Cleanse Kit" },
  { persona: "bender", answer: "Rusty's Scrapyard Smoothie Hut", product: "Electric Cold Press 3000" },
  { persona: "uvogin", answer: "The Orchard at Midnight", product: "Pomegranate Punch (330ml)" },
] as const;

describe("seeded reviews", () => {
  it("are written by existing users (or Anonymous) about existing products, within 160 characters", () => {
    for (const review of reviews) {
      expect(review.author === "Anonymous" || localParts.has(review.author), review.author).toBe(true);
      expect(productNames.has(review.product), review.product).toBe(true);
      expect(review.message.length, review.message).toBeLessThanOrEqual(160);
      expect(review.message.trim()).toBe(review.message);
      for (const liker of review.likedBy ?? []) expect(localParts.has(liker), liker).toBe(true);
      expect(new Set(review.likedBy).size).toBe(review.likedBy?.length ?? 0);
    }
  });

  it("give a good part of the catalogue 2 to 4 reviews each, from several voices", () => {
    const perProduct = new Map<string, number>();
    for (const review of reviews) perProduct.set(review.product, (perProduct.get(review.product) ?? 0) + 1);
    expect(perProduct.size).toBeGreaterThanOrEqual(productNames.size / 2);
    for (const [product, count] of perProduct) {
      expect(count, product).toBeGreaterThanOrEqual(2);
      expect(count, product).toBeLessThanOrEqual(4);
    }
    expect(new Set(reviews.map((r) => r.author)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(clues)("hold the OSINT clue for $persona, and docs/osint.md describes it", ({ persona, answer, product }) => {
    const user = users.find((u) => u.persona === persona)!;
    expect(user.securityAnswer).toBe(answer);
    const holding = reviews.filter((r) => r.message.includes(answer));
    expect(holding.map((r) => [r.author, r.product])).toEqual([[user.localPart, product]]);
    const question = securityQuestions.find((q) => q.id === user.securityQuestionId)!.question;
    expect(osint).toContain(question);
    expect(osint).toContain(answer);
    expect(osint).toContain(product);
  });

  it("give away no other security answer", () => {
    const cluedAnswers = new Set<string>(clues.map((c) => c.answer));
    for (const user of users) {
      if (cluedAnswers.has(user.securityAnswer)) continue;
      const word = new RegExp(`\\b${user.securityAnswer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
      for (const review of reviews) expect(word.test(review.message), `${user.localPart}'s answer in "${review.message}"`).toBe(false);
    }
  });
});

describe("seeded orders", () => {
  it("are placed by existing users, for existing products and delivery methods, to their own addresses", () => {
    for (const order of orders) {
      const user = users.find((u) => u.localPart === order.orderer);
      expect(user, order.orderer).toBeDefined();
      expect(order.address).toBeLessThan(user!.addresses?.length ?? 0);
      if (order.payment === "card") expect(user!.cards?.length ?? 0).toBeGreaterThan(0);
      expect(deliveryMethods.some((d) => d.name === order.delivery)).toBe(true);
      for (const item of order.items) {
        expect(products.some((p) => p.name === item.product), item.product).toBe(true);
        expect(Number.isInteger(item.quantity) && item.quantity > 0).toBe(true);
      }
    }
  });

  it("come from several users, and at least one was delivered", () => {
    expect(new Set(orders.map((o) => o.orderer)).size).toBeGreaterThanOrEqual(4);
    expect(orders.some((o) => o.delivered)).toBe(true);
  });
});
