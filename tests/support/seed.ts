import { createHash } from "node:crypto";
import { defaultConfig } from "../../worker/config/presets";
import type { Persona } from "../../worker/db/seed/types";
import { orders } from "../../worker/db/seed/orders";
import { users } from "../../worker/db/seed/users";

/** A seeded user by persona, with the email the default configuration gives them. */
export function persona(name: Persona) {
  const user = users.find((u) => u.persona === name);
  if (!user) throw new Error(`no seeded user with persona ${name}`);
  return { ...user, email: user.email ?? `${user.localPart}@${defaultConfig.application.domain}` };
}

export const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The id the seed gives its n-th order: the orderer's email hash, then the order's own. */
export function seededOrderId(n: number) {
  const order = orders[n];
  if (!order) throw new Error(`no seeded order ${n}`);
  const user = users.find((u) => u.localPart === order.orderer)!;
  const email = user.email ?? `${user.localPart}@${defaultConfig.application.domain}`;
  return `${md5(email).slice(0, 4)}-${md5(`${order.orderer}#${n}`).slice(0, 16)}`;
}
