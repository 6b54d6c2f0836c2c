import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { reviewsOf, seededUser, signIn } from "../support/shop";

const post = (productId: number, headers: Record<string, string>, json: unknown) =>
  call(`/rest/products/${productId}/reviews`, { method: "PUT", headers, json });

describe("forgedReviewChallenge: reviews in someone else's name", () => {
  beforeEach(resetInstance);

  it("posting a review with another customer's email as author solves it", async () => {
    const headers = await signIn("jim");
    const victim = seededUser("bender").email;
    const response = await post(5, headers, { message: "Honestly? Overrated. Buy the beetroot instead.", author: victim });
    expect(response.status).toBe(201);
    expect((await reviewsOf(5)).some((r) => r.author === victim && r.message.startsWith("Honestly?"))).toBe(true);
    expect(await isSolved("forgedReviewChallenge")).toBe(true);
  });

  it("editing another customer's review solves it", async () => {
    const headers = await signIn("jim");
    const someoneElses = (await reviewsOf(1)).find((r) => r.author !== seededUser("jim").email)!;
    const response = await call("/rest/products/reviews", { method: "PATCH", headers, json: { id: someoneElses._id, message: "I take it all back." } });
    expect(response.status).toBe(200);
    expect((await reviewsOf(1)).find((r) => r._id === someoneElses._id)?.message).toBe("I take it all back.");
    expect(await isSolved("forgedReviewChallenge")).toBe(true);
  });

  it("posting and editing in one's own name does not solve it", async () => {
    const jim = seededUser("jim");
    const headers = await signIn("jim");
    const response = await post(5, headers, { message: "Tart and lovely.", author: jim.email });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.author).toBe(jim.email);
    const edited = await call("/rest/products/reviews", { method: "PATCH", headers, json: { id: data._id, message: "Tart, lovely, gone." } });
    expect(edited.status).toBe(200);
    expect(await isSolved("forgedReviewChallenge")).toBe(false);
  });
});
