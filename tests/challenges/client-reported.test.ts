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

  it("localXssChallenge: other markup that runs script counts too", async () => {
    room.send({ type: "verifyLocalXssChallenge", data: "<img src=x onerror=alert(document.cookie)>" });
    await room.solved("localXssChallenge");
    expect(await isSolved("xssBonusChallenge")).toBe(false);
  });

  it("xssBonusChallenge: a frame of the promotion page in the search solves it, not the DOM XSS", async () => {
    const bonus = '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/promotion"></iframe>';
    room.send({ type: "verifyLocalXssChallenge", data: bonus });
    await room.solved("xssBonusChallenge");
    expect(await isSolved("localXssChallenge")).toBe(false);
  });

  it("xssBonusChallenge: trimmed or absolute, it is the same frame", async () => {
    room.send({ type: "verifyLocalXssChallenge", data: "<iframe src='http://localhost:8787/promotion/'>" });
    await room.solved("xssBonusChallenge");
  });

  it("xssBonusChallenge: other frames, or the payload as text, do not", async () => {
    for (const data of ['<iframe src="/search">', '&lt;iframe src="/promotion"&gt;', '<img src="/promotion">', "/promotion"]) {
      room.send({ type: "verifyLocalXssChallenge", data });
    }
    await room.barrier();
    expect(await isSolved("xssBonusChallenge")).toBe(false);
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
