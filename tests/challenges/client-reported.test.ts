import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isSolved, resetInstance, RoomClient } from "../support/instance";

// What only a browser sees travels through the instance room to the worker's detectors. The
// browser-level exploits are in tests/e2e/challenges.spec.ts; these check the server's judgement.
describe("client-reported checks", () => {
  let room: RoomClient;
  beforeEach(async () => {
    await resetInstance();
    room = new RoomClient();
    await room.opened();
  });
  afterEach(() => room.close());

  it("localXssChallenge: a reported search text holding the iframe payload solves it", async () => {
    room.send({ type: "verifyLocalXssChallenge", data: '<iframe src="javascript:alert(`xss`)">' });
    const event = await room.solved("localXssChallenge");
    expect(event.name).toBe("DOM XSS");
    expect(await isSolved("localXssChallenge")).toBe(true);
  });

  it("localXssChallenge: ordinary search texts do not", async () => {
    for (const data of ["orange", "<b>orange</b>", '<iframe src="https://example.org">', 42, null, ["<iframe"]]) {
      room.send({ type: "verifyLocalXssChallenge", data });
    }
    await room.barrier();
    expect(await isSolved("localXssChallenge")).toBe(false);
  });

  it("closeNotificationsChallenge: closing several notifications at once solves it", async () => {
    room.send({ type: "verifyCloseNotificationsChallenge", data: [{ key: "a" }, { key: "b" }] });
    await room.solved("closeNotificationsChallenge");
    expect(await isSolved("closeNotificationsChallenge")).toBe(true);
  });

  it("closeNotificationsChallenge: closing one, or sending no list, does not", async () => {
    room.send({ type: "verifyCloseNotificationsChallenge", data: [{ key: "a" }] });
    room.send({ type: "verifyCloseNotificationsChallenge", data: "a,b" });
    room.send({ type: "verifyCloseNotificationsChallenge", data: { length: 5 } });
    await room.barrier();
    expect(await isSolved("closeNotificationsChallenge")).toBe(false);
  });
});
