import { beforeEach, describe, expect, it } from "vitest";
import { challengeByKey } from "../../worker/challenges/catalogue";
import { encodeProgress } from "../../worker/challenges/continue-codes";
import { call, isSolved, login, resetInstance, RoomClient } from "../support/instance";

const apply = (code: string) => call(`/rest/continue-code/apply/${code}`, { method: "PUT" });

describe("continueCodeChallenge: a forged continue code", () => {
  beforeEach(resetInstance);

  it("a code forged with the public salt for id 999 solves it", async () => {
    const response = await apply(encodeProgress("hacking", [999]));
    expect(response.status).toBe(200);
    expect(await isSolved("continueCodeChallenge")).toBe(true);
  });

  it("a genuine code restores progress (as restores) and does not solve it", async () => {
    const room = new RoomClient();
    await room.opened();
    await login("' OR 1=1--", "x");
    expect(await isSolved("loginAdminChallenge")).toBe(true);
    const { continueCode } = await (await call("/rest/continue-code")).json();
    expect(continueCode).toMatch(/^[a-zA-Z0-9]{60,}$/);

    await resetInstance();
    expect(await isSolved("loginAdminChallenge")).toBe(false);
    const restoredAt = room.messages.length;
    const response = await apply(continueCode);
    expect(response.status).toBe(200);
    expect((await response.json()).restored).toBe(1);
    expect(await isSolved("loginAdminChallenge")).toBe(true);
    const restored = await room.next(
      (m) => room.messages.indexOf(m) >= restoredAt && m.type === "challenge solved" && m.data.key === "loginAdminChallenge",
    );
    expect(restored.type === "challenge solved" && restored.data.isRestore).toBe(true);
    expect(await isSolved("continueCodeChallenge")).toBe(false);
    room.close();
  });

  it("the continue code encodes exactly the solved ids", async () => {
    await login("' OR 1=1--", "x");
    const { continueCode } = await (await call("/rest/continue-code")).json();
    expect(continueCode).toBe(encodeProgress("hacking", [challengeByKey.get("loginAdminChallenge")!.id]));
  });

  it("find-it and fix-it codes exist and apply", async () => {
    for (const kind of ["findIt", "fixIt"] as const) {
      const { continueCode } = await (await call(`/rest/continue-code-${kind}`)).json();
      expect(continueCode).toBe(""); // nothing solved yet: hashids encodes no ids as ""
      const response = await call(`/rest/continue-code-${kind}/apply/${encodeProgress(kind, [1])}`, { method: "PUT" });
      expect(response.status).toBe(200);
    }
    const [scoreBoard] = (await (await call("/api/Challenges/?key=scoreBoardChallenge")).json()).data;
    expect(scoreBoard.codingChallengeStatus).toBe(2);
    expect((await (await call("/rest/continue-code-fixIt")).json()).continueCode).toBe(encodeProgress("fixIt", [1]));
  });
});
