import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeProgress } from "../../worker/challenges/continue-codes";
import { challengeByKey } from "../../worker/challenges/registry";
import { call, isSolved, login, ownRoom, resetInstance, RoomClient } from "../support/instance";

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
    await room.barrier();
    expect(room.messages.filter((m) => m.type === "challenge solved")).toHaveLength(1);
  });

  it("replays unacknowledged notifications to a browser that connects later, but not acknowledged ones", async () => {
    await login("' OR 1=1--", "x");
    const late = await join();
    const event = await late.solved("loginAdminChallenge");
    late.send({ type: "notification received", data: event.flag });
    await late.barrier();
    const later = await join();
    await later.barrier();
    expect(later.messages.filter((m) => m.type === "challenge solved")).toHaveLength(0);
  });

  it("replays solves since a page started loading, even ones an older page acknowledged", async () => {
    const old = await join();
    const loadingSince = Date.now() - 1000;
    await login("' OR 1=1--", "x");
    old.send({ type: "notification received", data: (await old.solved("loginAdminChallenge")).flag });
    await old.barrier();
    const loaded = new RoomClient({ since: loadingSince });
    rooms.push(loaded);
    await loaded.opened();
    expect((await loaded.solved("loginAdminChallenge")).isRestore).toBe(false);
    const loadedLater = new RoomClient({ since: Date.now() + 60_000 });
    rooms.push(loadedLater);
    await loadedLater.opened();
    await loadedLater.barrier();
    expect(loadedLater.messages).toEqual([]);
  });

  it("ignores a browser that claims a solve or sends junk", async () => {
    const liar = await join();
    const witness = await join();
    liar.send({
      type: "challenge solved",
      data: { key: "loginAdminChallenge", name: "Login Admin", challenge: "x", flag: "0", hidden: false, isRestore: false },
    });
    liar.sendRaw("not json");
    liar.send({ type: "server started" });
    liar.sendRaw("x".repeat(100_000));
    await liar.barrier();
    await witness.barrier();
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
    // Asked for, so shown again (with its flag), but no fresh solve.
    expect(repeated.type === "challenge solved" && repeated.data).toMatchObject({ flag: first.flag, hidden: false, isRestore: true });
  });

  it("raises and announces coding progress only for challenges that have a coding challenge", async () => {
    const room = await join();
    const withoutCoding = [...challengeByKey.values()].filter((c) => !c.coding).map((c) => c.id);
    for (const kind of ["findIt", "fixIt"] as const) {
      const response = await call(`/rest/continue-code-${kind}/apply/${encodeProgress(kind, withoutCoding)}`, { method: "PUT" });
      expect(response.status).toBe(200);
      expect((await response.json()).restored).toBe(0);
    }
    await room.barrier();
    expect(room.messages.filter((m) => m.type === "code challenge solved")).toEqual([]);
    const { data } = await (await call("/api/Challenges/")).json();
    expect(data.map((c: { codingChallengeStatus: number }) => c.codingChallengeStatus)).toEqual(data.map(() => 0));
  });

  it("tells connected browsers 'server started' after a reset", async () => {
    const room = await join();
    await resetInstance();
    await room.next((m) => m.type === "server started");
  });

  it("answers plain HTTP to the room with a JSON 426", async () => {
    const { party, name } = await ownRoom();
    const response = await call(`/parties/${party}/${name}`);
    expect(response.status).toBe(426);
    expect((await response.json()).error).toMatch(/WebSocket/);
  });

  it("refuses rooms other than the instance's", async () => {
    const { party, name } = await ownRoom();
    for (const path of [`/parties/${party}/someone-else`, `/parties/other-party/${name}`, "/parties/instance-room/x", "/parties/instance/x"]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "No such room." });
    }
    // The other store's room class does not answer for this instance either.
    const otherParty = party === "instance" ? "instance-room" : "instance";
    expect((await call(`/parties/${otherParty}/${name}`)).status).toBe(404);
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
