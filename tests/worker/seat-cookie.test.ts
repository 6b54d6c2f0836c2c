import { describe, expect, it } from "vitest";
import { signSeat, verifySeat } from "../../worker/cohort/identity";

const token = "a-trainer-token-for-unit-tests";
const seat = { code: "abcdefgh", student: "abcdefghijkm" };
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("the seat cookie", () => {
  it("routes its own seat, and no other spelling of its signature", async () => {
    const cookie = await signSeat(token, seat);
    expect(await verifySeat(token, cookie)).toEqual(seat);
    // 32 bytes take 43 characters: the last one's two low bits carry nothing. Flipping one of
    // them decodes to the same bytes, and must still be refused as a changed cookie.
    const last = alphabet.indexOf(cookie.at(-1)!);
    const respelled = cookie.slice(0, -1) + alphabet[last ^ 1];
    expect(respelled).not.toBe(cookie);
    expect(await verifySeat(token, respelled)).toBeNull();
    expect(await verifySeat("another-trainer-token-entirely", cookie)).toBeNull();
    expect(await verifySeat(token, `${cookie}=`)).toBeNull();
  });
});
