import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance, RoomClient } from "../support/instance";

// The deluxe page reports the test decal it loaded; the browser-level exploit (the page, the
// redirect and a foreign image) is in tests/e2e/checkout.spec.ts.
describe("svgInjectionChallenge: the deluxe page's test decal from a foreign site", () => {
  let room: RoomClient;
  beforeEach(async () => {
    await resetInstance();
    room = new RoomClient();
    await room.opened();
  });
  afterEach(() => room.close());

  it("a decal climbing to /redirect with a foreign image that carries an allowed link solves it", async () => {
    room.send({
      type: "verifySvgInjectionChallenge",
      data: "../../../../redirect?to=https://placekitten.example/300/200.svg?from=https://merch.squeeze-juice.example/stickers",
    });
    await room.solved("svgInjectionChallenge");
    expect(await isSolved("svgInjectionChallenge")).toBe(true);
  });

  it("the shop's own decals, a redirect to the shop's own links, or a refused redirect do not", async () => {
    for (const data of [
      "squeeze-deluxe-decal.svg",
      "../../../../redirect?to=https://merch.squeeze-juice.example/stickers",
      "../../../../redirect?to=https://placekitten.example/300/200.svg",
      "../../redirect?to=https://placekitten.example/x.svg?from=https://merch.squeeze-juice.example/stickers",
      "//placekitten.example/x.svg?https://merch.squeeze-juice.example/stickers",
      42,
      null,
    ]) {
      room.send({ type: "verifySvgInjectionChallenge", data });
    }
    await room.barrier();
    expect(await isSolved("svgInjectionChallenge")).toBe(false);
  });
});
