import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { reviewsOf, seededUser, signIn } from "../support/shop";

const like = (headers: Record<string, string>, id: string) => call("/rest/products/reviews", { method: "POST", headers, json: { id } });

describe("timingAttackChallenge: liking one review several times through a race", () => {
  beforeEach(resetInstance);

  it("three likes sent together all pass the check and solve it", async () => {
    const jim = seededUser("jim");
    const headers = await signIn("jim");
    const [target] = await reviewsOf(2);
    const responses = await Promise.all([1, 2, 3].map(() => like(headers, target!._id)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = (await reviewsOf(2, headers)).find((r) => r._id === target!._id)!;
    expect(after.likedBy.filter((email) => email === jim.email)).toHaveLength(3);
    expect(after.likesCount).toBe(target!.likesCount + 3);
    expect(after.liked).toBe(true);
    expect(await isSolved("timingAttackChallenge")).toBe(true);
  });

  it("likes one after another count once", async () => {
    const emma = seededUser("emma");
    const headers = await signIn("emma");
    const target = (await reviewsOf(4, headers)).find((r) => !r.liked);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await like(headers, target!._id)).status);
    expect(statuses).toEqual([200, 403, 403]);
    const after = (await reviewsOf(4)).find((r) => r._id === target!._id)!;
    expect(after.likedBy.filter((email) => email === emma.email)).toHaveLength(1);
    expect(after.likesCount).toBe(target!.likesCount + 1);
    expect(await isSolved("timingAttackChallenge")).toBe(false);
  });

  it("two likes in parallel are not enough", async () => {
    const headers = await signIn("bender");
    const [target] = await reviewsOf(6);
    await Promise.all([like(headers, target!._id), like(headers, target!._id)]);
    expect(await isSolved("timingAttackChallenge")).toBe(false);
  });
});
