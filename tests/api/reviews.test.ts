import { beforeAll, describe, expect, it } from "vitest";
import { reviews as seededReviews } from "../../worker/db/seed/reviews";
import { call, resetInstance } from "../support/instance";
import { reviewsOf, seededUser, signIn } from "../support/shop";

const put = (productId: number | string, json: unknown, headers: Record<string, string> = {}) =>
  call(`/rest/products/${productId}/reviews`, { method: "PUT", headers, json });
const patch = (json: unknown, headers: Record<string, string> = {}) => call("/rest/products/reviews", { method: "PATCH", headers, json });
const like = (json: unknown, headers: Record<string, string> = {}) => call("/rest/products/reviews", { method: "POST", headers, json });

describe("product reviews", () => {
  let jim: Record<string, string>;
  beforeAll(async () => {
    await resetInstance();
    jim = await signIn("jim");
  });

  it("lists a product's seeded reviews with their likes", async () => {
    const list = await reviewsOf(1);
    expect(list).toHaveLength(seededReviews.filter((r) => r.product === "Sunrise Orange Juice (1000ml)").length);
    for (const review of list) {
      expect(review).toEqual({
        _id: expect.stringMatching(/^\w{17}$/),
        product: 1,
        message: expect.any(String),
        author: expect.stringMatching(/@squeeze\.test$|^Anonymous$/),
        likesCount: review.likedBy.length,
        likedBy: expect.any(Array),
        liked: false,
      });
    }
    expect(list.some((r) => r.author === "Anonymous")).toBe(true);
  });

  it("marks the reviews the requesting user liked", async () => {
    const otto = seededUser("stan");
    const list = await reviewsOf(1, await signIn("stan"));
    expect(list.filter((r) => r.liked).map((r) => r.author)).toEqual([seededUser("emma").email]);
    expect(list.every((r) => r.liked === r.likedBy.includes(otto.email))).toBe(true);
  });

  it("lists nothing for a product nobody reviewed, or one that does not exist", async () => {
    expect(await reviewsOf(99)).toEqual([]);
  });

  it("a signed-in user posts a review that stays", async () => {
    const response = await put(7, { message: "  Green and mean, in a good way.  ", author: seededUser("jim").email }, jim);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ product: 7, message: "Green and mean, in a good way.", author: seededUser("jim").email, likesCount: 0, likedBy: [] });
    expect((await reviewsOf(7)).at(-1)).toEqual({ ...data, liked: false });
  });

  it("edits a review, and the edit stays", async () => {
    const { data } = await (await put(9, { message: "Summer!", author: seededUser("jim").email }, jim)).json();
    const response = await patch({ id: data._id, message: "Summer, bottled." }, jim);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ modified: 1, reviews: [{ _id: data._id, message: "Summer, bottled." }] });
    expect((await reviewsOf(9)).find((r) => r._id === data._id)?.message).toBe("Summer, bottled.");
  });

  it("likes a review once", async () => {
    const [review] = await reviewsOf(10, jim);
    expect(review!.liked).toBe(false);
    const response = await like({ id: review!._id }, jim);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ likesCount: review!.likesCount + 1, liked: true });
    const again = await like({ id: review!._id }, jim);
    expect(again.status).toBe(403);
    expect((await again.json()).error).toMatch(/already liked/);
    expect((await reviewsOf(10, jim))[0]).toMatchObject({ likesCount: review!.likesCount + 1, liked: true });
  });

  it.each([
    ["PUT", () => put(1, { message: "hi", author: "Anonymous" })],
    ["PATCH", () => patch({ id: "x", message: "hi" })],
    ["POST (like)", () => like({ id: "x" })],
  ])("%s needs a signed-in user (401)", async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it.each([
    ["an empty message", { message: "   ", author: "a@b.c" }],
    ["a message over 160 characters", { message: "x".repeat(161), author: "a@b.c" }],
    ["no author", { message: "hi" }],
    ["a number for a message", { message: 5, author: "a@b.c" }],
  ])("posting %s is a 400", async (_name, json) => {
    const response = await put(1, json, jim);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/Invalid request/);
  });

  it.each([
    ["abc", 400],
    ["0", 400],
    ["1.5", 400],
    ["9999", 404],
    ["37", 404], // a withdrawn product
  ])("posting to product %s is a %i", async (id, status) => {
    const response = await put(id, { message: "hi", author: "a@b.c" }, jim);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it.each([
    ["an empty message", { id: "x", message: "" }, 400],
    ["a message over 160 characters", { id: "x", message: "x".repeat(161) }, 400],
    ["no id", { message: "hi" }, 400],
    ["an unknown id", { id: "nope", message: "hi" }, 404],
    ["an unknown operator", { id: { $regex: "." }, message: "hi" }, 400],
    ["a $where inside a field", { id: { $where: "true" }, message: "hi" }, 400],
  ])("editing with %s is a %i", async (_name, json, status) => {
    const response = await patch(json, jim);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it("editing with an id nested too deeply is a 400, not a stack overflow", async () => {
    const id = `${'{"$not":'.repeat(50_000)}1${"}".repeat(50_000)}`;
    const response = await call("/rest/products/reviews", {
      method: "PATCH",
      headers: { ...jim, "Content-Type": "application/json" },
      body: `{"id":${id},"message":"hi"}`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/nested at most 8 levels/);
  });

  it.each([
    ["no id", {}, 400],
    ["an object id", { id: { $ne: 1 } }, 400],
    ["an unknown id", { id: "nope" }, 404],
  ])("liking with %s is a %i", async (_name, json, status) => {
    const response = await like(json, jim);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it("a product id longer than 200 characters is a 400; code that fails is a 400 with its error", async () => {
    expect((await call(`/rest/products/${"1".repeat(201)}/reviews`)).status).toBe(400);
    const broken = await call(`/rest/products/${encodeURIComponent("1)")}/reviews`);
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatch(/^\$where failed: SyntaxError/);
  });
});
