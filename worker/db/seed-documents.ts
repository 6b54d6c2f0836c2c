import type { AppConfig } from "../config";
import { md5 } from "../lib/crypto";
import { collections, insertDocumentStatement, newDocumentId, type DocumentBody } from "../lib/documents";
import type { Db, Statement } from "./handle";
import { deliveryMethods } from "./seed/delivery-methods";
import { orders } from "./seed/orders";
import { products } from "./seed/products";
import { reviews } from "./seed/reviews";
import { users } from "./seed/users";


/** The emails of orders hide their vowels, as the shop has always stored them. */
export const maskedEmail = (email: string) => email.replace(/[aeiou]/gi, "*");

function userIndex(localPart: string): number {
  const index = users.findIndex((u) => u.localPart === localPart);
  if (index < 0) throw new Error(`seed: no user ${localPart}`);
  return index;
}

/** A seeded user's email (the domain is the configuration's). */
function emailOf(localPart: string, config: AppConfig): string {
  userIndex(localPart);
  return `${localPart}@${config.application.domain}`;
}

function productIndex(name: string): number {
  const index = products.findIndex((p) => p.name === name);
  if (index < 0) throw new Error(`seed: no product ${name}`);
  return index;
}

/** Rows are numbered in seed order (worker/db/seed.ts): a user's nth address has this id. */
function rowIdOf(kind: "addresses" | "cards", localPart: string, nth: number): number {
  const owner = userIndex(localPart);
  const own = users[owner]![kind] ?? [];
  if (nth >= own.length) throw new Error(`seed: ${localPart} has no ${kind} #${nth}`);
  return users.slice(0, owner).reduce((count, u) => count + (u[kind]?.length ?? 0), 0) + nth + 1;
}

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (amount: number) => amount / 100;

function reviewDocuments(config: AppConfig): DocumentBody[] {
  return reviews.map((review) => {
    const likedBy = (review.likedBy ?? []).map((localPart) => emailOf(localPart, config));
    return {
      _id: newDocumentId(),
      product: productIndex(review.product) + 1,
      message: review.message,
      author: review.author === "Anonymous" ? "Anonymous" : emailOf(review.author, config),
      likesCount: likedBy.length,
      likedBy,
    };
  });
}

async function orderDocuments(config: AppConfig): Promise<DocumentBody[]> {
  const made: DocumentBody[] = [];
  for (const [n, order] of orders.entries()) {
    const user = users[userIndex(order.orderer)]!;
    const deluxe = user.role === "deluxe";
    const email = emailOf(order.orderer, config);
    const method = deliveryMethods.find((d) => d.name === order.delivery);
    if (!method) throw new Error(`seed: no delivery method ${order.delivery}`);
    const lines = order.items.map(({ product, quantity }) => {
      const index = productIndex(product);
      const price = deluxe ? products[index]!.deluxePrice : products[index]!.price;
      return { quantity, id: index + 1, name: product, price, total: fromCents(cents(price) * quantity), bonus: Math.round(price / 10) * quantity };
    });
    const itemCents = lines.reduce((sum, line) => sum + cents(line.total), 0);
    const promotionCents = Math.round((itemCents * (order.couponPercent ?? 0)) / 100);
    const deliveryCents = cents(deluxe ? method.deluxePrice : method.price);
    made.push({
      _id: newDocumentId(),
      orderId: `${(await md5(email)).slice(0, 4)}-${(await md5(`${order.orderer}#${n}`)).slice(0, 16)}`,
      email: maskedEmail(email),
      totalPrice: fromCents(itemCents + deliveryCents - promotionCents),
      products: lines,
      bonus: lines.reduce((sum, line) => sum + line.bonus, 0),
      eta: order.eta,
      delivered: order.delivered,
      addressId: rowIdOf("addresses", order.orderer, order.address),
      paymentId: order.payment === "wallet" ? "wallet" : rowIdOf("cards", order.orderer, 0),
      promotionalAmount: fromCents(promotionCents),
      deliveryPrice: fromCents(deliveryCents),
    });
  }
  return made;
}

/** The document store's starting documents: product reviews and past orders. */
export async function seedDocumentStatements(db: Db, config: AppConfig): Promise<Statement[]> {
  return [
    ...reviewDocuments(config).map((document) => insertDocumentStatement(db, collections.reviews, document)),
    ...(await orderDocuments(config)).map((document) => insertDocumentStatement(db, collections.orders, document)),
  ];
}
