import { expect } from "vitest";
import { defaultConfig } from "../../worker/config/presets";
import type { Persona } from "../../worker/db/seed/types";
import { users } from "../../worker/db/seed/users";
import { call, login } from "./instance";

/** A seeded user by persona or localPart, with the email the default configuration gives them. */
export function seededUser(who: Persona | string) {
  const user = users.find((u) => u.persona === who || u.localPart === who);
  if (!user) throw new Error(`no seeded user ${who}`);
  return { ...user, email: `${user.localPart}@${defaultConfig.application.domain}` };
}

/** Logs a seeded user in and returns the Authorization header of their session. */
export async function signIn(who: Persona | string): Promise<{ Authorization: string }> {
  const user = seededUser(who);
  const response = await login(user.email, user.password);
  expect(response.status).toBe(200);
  const { authentication } = (await response.json()) as { authentication: { token: string } };
  return { Authorization: `Bearer ${authentication.token}` };
}

export interface Review {
  _id: string;
  product: number | null;
  message: string;
  author: string;
  likesCount: number;
  likedBy: string[];
  liked: boolean;
}

/** GET /rest/products/:id/reviews, expecting success. */
export async function reviewsOf(productId: number | string, headers: Record<string, string> = {}): Promise<Review[]> {
  const response = await call(`/rest/products/${productId}/reviews`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Review[] }).data;
}

export { md5 } from "./seed";

/** GET /rest/track-order/:id (the id is encoded here). */
export const trackOrder = (id: string) => call(`/rest/track-order/${encodeURIComponent(id)}`);

/** The reviews of a product found by its name, as a student reads them in the product dialog. */
export async function reviewsOfProductNamed(name: string): Promise<Review[]> {
  const { data } = (await (await call("/api/Products")).json()) as { data: { id: number; name: string }[] };
  const product = data.find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return reviewsOf(product.id);
}
