import { beforeEach, describe, expect, it } from "vitest";
import { reviews as seededReviews } from "../../worker/db/seed/reviews";
import { call, isSolved, resetInstance } from "../support/instance";
import { reviewsOf, seededUser, signIn } from "../support/shop";

const edit = (headers: Record<string, string>, json: unknown) => call("/rest/products/reviews", { method: "PATCH", headers, json });

describe("noSqlReviewsChallenge: operator injection into the review edit", () => {
  beforeEach(resetInstance);

  it('an id of {"$ne": -1} rewrites every review at once and solves it', async () => {
    const headers = await signIn("jim");
    const response = await edit(headers, { id: { $ne: -1 }, message: "All your reviews are belong to us" });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.modified).toBe(seededReviews.length);
    expect(await isSolved("noSqlReviewsChallenge")).toBe(true);
    // Stored, not just reported.
    for (const review of [...(await reviewsOf(1)), ...(await reviewsOf(34))]) expect(review.message).toBe("All your reviews are belong to us");
  });

  it("an $in over two review ids also counts", async () => {
    const headers = await signIn("emma");
    const [first, second] = await reviewsOf(1);
    const response = await edit(headers, { id: { $in: [first!._id, second!._id] }, message: "two at once" });
    expect(response.status).toBe(200);
    expect((await response.json()).data.modified).toBe(2);
    expect(await isSolved("noSqlReviewsChallenge")).toBe(true);
  });

  it("editing one's own review by its id solves neither this nor Forged Review", async () => {
    const emma = seededUser("emma");
    const headers = await signIn("emma");
    const own = (await reviewsOf(1)).find((r) => r.author === emma.email)!;
    const response = await edit(headers, { id: own._id, message: "Still my favourite breakfast juice." });
    expect(response.status).toBe(200);
    expect((await response.json()).data.modified).toBe(1);
    expect((await reviewsOf(1)).find((r) => r._id === own._id)?.message).toBe("Still my favourite breakfast juice.");
    expect(await isSolved("noSqlReviewsChallenge")).toBe(false);
    expect(await isSolved("forgedReviewChallenge")).toBe(false);
  });
});
