import { beforeEach, describe, expect, it } from "vitest";
import { challengeByKey } from "../../worker/challenges/registry";
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
      (m) => m.type === "challenge solved" && room.messages.indexOf(m) >= restoredAt && m.data.key === "loginAdminChallenge",
    );
    // A restore brings back what was earned before: every page learns of it, none shows a card.
    expect(restored.type === "challenge solved" && restored.data).toMatchObject({ isRestore: true, hidden: true });
    expect(await isSolved("continueCodeChallenge")).toBe(false);
    room.close();
  });

  it("the continue code encodes exactly the solved ids", async () => {
    await login("' OR 1=1--", "x");
    const { continueCode } = await (await call("/rest/continue-code")).json();
    expect(continueCode).toBe(encodeProgress("hacking", [challengeByKey.get("loginAdminChallenge")!.id]));
  });

  it("find-it and fix-it codes exist and apply, raising nothing for challenges without a coding challenge", async () => {
    for (const kind of ["findIt", "fixIt"] as const) {
      const { continueCode } = await (await call(`/rest/continue-code-${kind}`)).json();
      expect(continueCode).toBe(""); // nothing solved yet: hashids encodes no ids as ""
      // Error Handling (id 3) has no coding challenge.
      const response = await call(`/rest/continue-code-${kind}/apply/${encodeProgress(kind, [3])}`, { method: "PUT" });
      expect(response.status).toBe(200);
      expect((await response.json()).restored).toBe(0);
    }
    const [errorHandling] = (await (await call("/api/Challenges/?key=errorHandlingChallenge")).json()).data;
    expect(errorHandling.codingChallengeStatus).toBe(0);
    // The Score Board (id 1) has one: a Fix It code raises it to 2.
    const fixIt = await call(`/rest/continue-code-fixIt/apply/${encodeProgress("fixIt", [1])}`, { method: "PUT" });
    expect((await fixIt.json()).restored).toBe(1);
    const [scoreBoard] = (await (await call("/api/Challenges/?key=scoreBoardChallenge")).json()).data;
    expect(scoreBoard.codingChallengeStatus).toBe(2);
  });

  it("a code of another kind, or with characters a code never has, is a 404", async () => {
    for (const [path, code] of [
      ["continue-code", encodeProgress("findIt", [1])],
      ["continue-code-findIt", encodeProgress("hacking", [1])],
      ["continue-code", "ThisIsDefinitelyNotAValidContinueCode"],
      ["continue-code", encodeURIComponent("<img src=x onerror=alert()>")],
    ] as const) {
      const response = await call(`/rest/${path}/apply/${code}`, { method: "PUT" });
      expect(response.status, `${path} ${code}`).toBe(404);
      expect((await response.json()).error).toBe("Invalid continue code.");
    }
  });
});
