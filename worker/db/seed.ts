import type { AppConfig } from "../config";
import { hashSecurityAnswer, md5 } from "../lib/crypto";
import { writeFileStatement } from "../lib/files";
import type { Db, Statement } from "./handle";
import * as t from "./schema";
import { seedDocumentStatements } from "./seed-documents";
import { seedTalkStatements } from "./seed-talk";
import { seedAccessLog } from "./seed/access-log";
import { baskets } from "./seed/baskets";
import { deliveryMethods } from "./seed/delivery-methods";
import { seedFileStatements } from "./seed/files";
import { products } from "./seed/products";
import { securityQuestions } from "./seed/security-questions";
import type { Persona, SeedUser } from "./seed/types";
import { users } from "./seed/users";

export const emailOf = (localPart: string, config: AppConfig) => `${localPart}@${config.application.domain}`;

/** A seeded person's email address under this configuration. */
export const seedEmail = (user: SeedUser, config: AppConfig) => user.email ?? emailOf(user.localPart, config);

/** The seeded person behind a persona (the hook challenges find their targets by). */
export function persona(name: Persona): SeedUser {
  const user = users.find((u) => u.persona === name);
  if (!user) throw new Error(`no seeded user with persona ${name}`);
  return user;
}

/** A persona's email address under this configuration. */
export const personaEmail = (name: Persona, config: AppConfig) => seedEmail(persona(name), config);

/**
 * The shop's starting data for a freshly created schema, as statements for the instance to run
 * together with the game's own rows (worker/instance/lifecycle.ts).
 */
export async function seedStatements(db: Db, config: AppConfig): Promise<Statement[]> {
  const statements: Statement[] = [];

  for (const q of securityQuestions) statements.push(db.insert(t.securityQuestions).values(q));

  const hashed = await Promise.all(
    users.map(async (u) => ({ password: await md5(u.password), answer: await hashSecurityAnswer(u.securityAnswer) })),
  );
  users.forEach((u, index) => {
    const id = index + 1;
    const { password, answer } = hashed[index]!;
    statements.push(
      db.insert(t.users).values({
        id,
        username: u.username,
        email: seedEmail(u, config),
        password,
        role: u.role,
        lastLoginIp: u.lastLoginIp ?? "0.0.0.0",
        totpSecret: u.totpSecret ?? "",
        ...(u.profileImage ? { profileImage: `/assets/public/images/uploads/${u.profileImage}` } : {}),
        deletedAt: u.deleted ? new Date().toISOString() : null,
      }),
      db.insert(t.securityAnswers).values({ UserId: id, SecurityQuestionId: u.securityQuestionId, answer }),
      db.insert(t.wallets).values({ UserId: id, balance: u.walletBalance ?? 0 }),
    );
    for (const a of u.addresses ?? []) statements.push(db.insert(t.addresses).values({ UserId: id, ...a }));
    for (const c of u.cards ?? []) statements.push(db.insert(t.cards).values({ UserId: id, ...c }));
  });

  products.forEach((p, index) => {
    const id = index + 1;
    statements.push(
      db.insert(t.products).values({
        id,
        name: p.name,
        description: p.description,
        price: p.price,
        deluxePrice: p.deluxePrice,
        image: p.image,
        ...(p.createdAt ? { createdAt: p.createdAt, updatedAt: p.createdAt } : {}),
        deletedAt: p.deleted ? (p.createdAt ?? new Date().toISOString()) : null,
      }),
      db.insert(t.quantities).values({ ProductId: id, quantity: p.quantity, limitPerUser: p.limitPerUser ?? null }),
    );
  });

  for (const d of deliveryMethods) statements.push(db.insert(t.deliveries).values(d));

  baskets.forEach((basket, index) => {
    const id = index + 1;
    const owner = users.findIndex((u) => u.localPart === basket.owner) + 1;
    statements.push(db.insert(t.baskets).values({ id, UserId: owner }));
    for (const item of basket.items) {
      const product = products.findIndex((p) => p.name === item.product) + 1;
      statements.push(db.insert(t.basketItems).values({ BasketId: id, ProductId: product, quantity: item.quantity }));
    }
  });

  statements.push(...seedFileStatements(db));
  // The day before the shop opened, in its access logs (/support/logs): dated from now, not from the seed.
  const accessLog = seedAccessLog(config);
  statements.push(writeFileStatement(db, accessLog.path, accessLog.text, "text/plain; charset=utf-8"));
  statements.push(...(await seedDocumentStatements(db, config)));
  statements.push(...seedTalkStatements(db, config));
  return statements;
}
