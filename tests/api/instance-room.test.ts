import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeProgress } from "../../worker/challenges/continue-codes";
import { call, isSolved, login, resetInstance, RoomClient, sleep } from "../support/instance";

describe("the instance room", () => {
  const rooms: RoomClient[] = [];
  const join = async () => {
    const room = new RoomClient();
    rooms.push(room);
    await room.opened();
    return room;
  };
  beforeEach(resetInstance);
  afterEach(() => rooms.splice(0).forEach((r) => r.close()));

  it("pushes a solve to every connected browser with the full event", async () => {
    const [a, b] = [await join(), await join()];
    await login("' OR 1=1--", "x");
    for (const room of [a, b]) {
      const event = await room.solved("loginAdminChallenge");
      expect(event).toEqual({
        key: "loginAdminChallenge",
        name: "Login Admin",
        challenge: expect.stringMatching(/^Login Admin \(.+\)$/),
        flag: expect.stringMatching(/^[0-9a-f]{40}$/),
        hidden: false,
        isRestore: false,
      });
    }
  });

  it("announces a solve once, however often the exploit is repeated", async () => {
    const room = await join();
    await login("' OR 1=1--", "x");
    await login("' OR 1=1--", "x");
    await room.solved("loginAdminChallenge");
    await sleep(200);
    expect(room.messages.filter((m) => m.type === "challenge solved")).toHaveLength(1);
  });

  it("replays unacknowledged notifications to a browser that connects later, but not acknowledged ones", async () => {
    await login("' OR 1=1--", "x");
    const late = await join();
    const event = await late.solved("loginAdminChallenge");
    late.send({ type: "notification received", data: event.flag });
    await sleep(200);
    const later = await join();
    await sleep(300);
    expect(later.messages.filter((m) => m.type === "challenge solved")).toHaveLength(0);
  });

  it("ignores a browser that claims a solve or sends junk", async () => {
    const liar = await join();
    const witness = await join();
    liar.send({
      type: "challenge solved",
      data: { key: "loginAdminChallenge", name: "Login Admin", challenge: "x", flag: "0", hidden: false, isRestore: false },
    });
    liar.socket.send("not json");
    liar.send({ type: "server started" });
    liar.socket.send("x".repeat(100_000));
    await sleep(300);
    expect(witness.messages).toEqual([]);
    expect(await isSolved("loginAdminChallenge")).toBe(false);
    expect((await call("/api/Challenges/")).status).toBe(200);
  });

  it("repeats a solved challenge's notification on request, marked as a restore", async () => {
    const room = await join();
    await login("' OR 1=1--", "x");
    const first = await room.solved("loginAdminChallenge");
    expect((await call(`/rest/repeat-notification?challenge=${encodeURIComponent("Login Admin")}`)).status).toBe(200);
    const repeated = await room.next(
      (m) => m.type === "challenge solved" && m.data.key === "loginAdminChallenge" && m.data.isRestore,
    );
    expect(repeated.type === "challenge solved" && repeated.data.flag).toBe(first.flag);
  });

  it("announces coding progress as 'code challenge solved'", async () => {
    const room = await join();
    const response = await call(`/rest/continue-code-findIt/apply/${encodeProgress("findIt", [2])}`, { method: "PUT" });
    expect(response.status).toBe(200);
    const event = await room.next((m) => m.type === "code challenge solved");
    expect(event.data).toEqual({ key: "loginAdminChallenge", codingChallengeStatus: 1 });
  });

  it("tells connected browsers 'server started' after a reset", async () => {
    const room = await join();
    await resetInstance();
    await room.next((m) => m.type === "server started");
  });

  it("answers plain HTTP to the room with a JSON 426", async () => {
    const response = await call("/parties/instance-room/default");
    expect(response.status).toBe(426);
    expect((await response.json()).error).toMatch(/WebSocket/);
  });

  it("refuses rooms other than the instance's", async () => {
    const response = await call("/parties/instance-room/someone-else");
    expect(response.status).toBe(404);
    expect([400, 404]).toContain((await call("/parties/other-party/default")).status);
  });

  it("survives a burst of aborted requests while a socket is open", async () => {
    const room = await join();
    const aborted = Array.from({ length: 150 }, (_, i) => {
      const controller = new AbortController();
      const request = call(i % 2 ? "/search" : "/api/Challenges/", { signal: controller.signal }).catch(() => undefined);
      setTimeout(() => controller.abort(), i % 5);
      return request;
    });
    await Promise.all(aborted);
    await login("' OR 1=1--", "x");
    await room.solved("loginAdminChallenge");
    expect((await call("/search")).status).toBe(200);
    expect((await call("/api/Challenges/?key=loginAdminChallenge")).status).toBe(200);
  });
});
