import { beforeEach, describe, expect, it } from "vitest";
import { encodeProgress } from "../../worker/challenges/continue-codes";
import loginAdmin from "../../worker/challenges/catalogue/login-admin";
import { codingChallengeKeys } from "../../worker/challenges/snippets";
import { call, login, resetInstance, RoomClient } from "../support/instance";

const verdict = (key: string, selectedLines: unknown) => call("/snippets/verdict", { method: "POST", json: { key, selectedLines } });
const fix = (key: string, selectedFix: unknown) => call("/snippets/fixes", { method: "POST", json: { key, selectedFix } });
const codingStatus = async (key: string) =>
  ((await (await call(`/api/Challenges/?key=${key}`)).json()) as { data: { codingChallengeStatus: number }[] }).data[0]!.codingChallengeStatus;

describe("reading the coding challenges", () => {
  it("GET /snippets lists the keys that have one", async () => {
    const response = await call("/snippets");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ challenges: [...codingChallengeKeys] });
    expect(codingChallengeKeys).toEqual(expect.arrayContaining(["scoreBoardChallenge", "loginAdminChallenge", "localXssChallenge"]));
  });

  it("GET /snippets/{key} answers the code as it runs, without markers or the game's own lines", async () => {
    const response = await call("/snippets/loginAdminChallenge");
    expect(response.status).toBe(200);
    const { snippet, vulnLines, language } = await response.json();
    expect(language).toBe("typescript");
    const lines: string[] = snippet.split("\n");
    expect(vulnLines).toEqual([lines.findIndex((l) => l.includes("SELECT * FROM Users WHERE email = '${email}'")) + 1]);
    expect(snippet).not.toMatch(/vuln-code-snippet|solveIf|on purpose/);
  });

  it("GET /snippets/fixes/{key} answers each option as the whole fixed snippet", async () => {
    const { snippet } = await (await call("/snippets/loginAdminChallenge")).json();
    const response = await call("/snippets/fixes/loginAdminChallenge");
    expect(response.status).toBe(200);
    const { fixes } = (await response.json()) as { fixes: string[] };
    expect(fixes).toHaveLength(loginAdmin.coding.fixes.length);
    for (const option of fixes) {
      expect(option).not.toBe(snippet);
      expect(option.split("\n")[0]).toBe(snippet.split("\n")[0]);
    }
  });

  it.each(["/snippets/noSuchChallenge", "/snippets/errorHandlingChallenge", "/snippets/fixes/errorHandlingChallenge"])(
    "%s: no coding challenge, 404",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatch(/No coding challenge for challenge key/);
    },
  );
});

describe("answering a coding challenge", () => {
  beforeEach(resetInstance);

  it("judges answers whenever the coding challenge exists, before its hacking challenge is solved too (as the reference does)", async () => {
    const { snippet } = await (await call("/snippets/loginAdminChallenge")).json();
    const response = await verdict("loginAdminChallenge", [snippet.split("\n").length]);
    expect(response.status).toBe(200);
    expect((await response.json()).verdict).toBe(false);
    // Fix It still comes after Find It: the order of the game, not a gate on the configuration.
    expect((await fix("loginAdminChallenge", 0)).status).toBe(409);
  });

  it("Find It: wrong answers get one hint each, then the lines; the right one raises the status to 1 and announces it", async () => {
    expect((await login("' OR 1=1--", "x")).status).toBe(200);
    const { snippet, vulnLines } = await (await call("/snippets/loginAdminChallenge")).json();
    const lineCount = snippet.split("\n").length;
    const room = new RoomClient();
    await room.opened();

    const hints: string[] = [];
    for (const wrong of [[1], [], [1, ...vulnLines], [lineCount]]) {
      const response = await verdict("loginAdminChallenge", wrong);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.verdict).toBe(false);
      hints.push(body.hint);
    }
    expect(hints.slice(0, 2)).toEqual(loginAdmin.coding.hints);
    expect(hints.slice(2)).toEqual([`Line ${vulnLines[0]} holds the flaw. Select it and submit.`, `Line ${vulnLines[0]} holds the flaw. Select it and submit.`]);
    expect(await codingStatus("loginAdminChallenge")).toBe(0);

    const right = await verdict("loginAdminChallenge", vulnLines);
    expect(await right.json()).toEqual({ verdict: true });
    expect(await codingStatus("loginAdminChallenge")).toBe(1);
    const event = await room.next((m) => m.type === "code challenge solved");
    expect(event.data).toEqual({ key: "loginAdminChallenge", codingChallengeStatus: 1 });
    const { continueCode } = await (await call("/rest/continue-code-findIt")).json();
    expect(continueCode).toBe(encodeProgress("findIt", [loginAdmin.id]));
    room.close();
  });

  it("Fix It: only after Find It; a wrong option explains itself, the right one raises the status to 2", async () => {
    expect((await login("' OR 1=1--", "x")).status).toBe(200);
    const options = loginAdmin.coding.fixes;
    const right = options.findIndex((f) => f.correct);
    const wrong = options.findIndex((f) => !f.correct);
    const early = await fix("loginAdminChallenge", right);
    expect(early.status).toBe(409);

    const { vulnLines } = await (await call("/snippets/loginAdminChallenge")).json();
    expect((await (await verdict("loginAdminChallenge", vulnLines)).json()).verdict).toBe(true);
    const room = new RoomClient();
    await room.opened();
    expect(await (await fix("loginAdminChallenge", wrong)).json()).toEqual({ verdict: false, explanation: options[wrong]!.explanation });
    expect(await codingStatus("loginAdminChallenge")).toBe(1);
    expect(await (await fix("loginAdminChallenge", right)).json()).toEqual({ verdict: true, explanation: options[right]!.explanation });
    expect(await codingStatus("loginAdminChallenge")).toBe(2);
    const event = await room.next((m) => m.type === "code challenge solved" && m.data.codingChallengeStatus === 2);
    expect(event.data).toEqual({ key: "loginAdminChallenge", codingChallengeStatus: 2 });
    // Answering again changes nothing and announces nothing.
    expect((await (await fix("loginAdminChallenge", right)).json()).verdict).toBe(true);
    await room.barrier();
    expect(room.messages.filter((m) => m.type === "code challenge solved")).toHaveLength(1);
    room.close();
  });

  it.each([
    ["no key", { selectedLines: [1] }, "/snippets/verdict"],
    ["lines that are not numbers", { key: "loginAdminChallenge", selectedLines: ["1"] }, "/snippets/verdict"],
    ["lines that are not a list", { key: "loginAdminChallenge", selectedLines: 3 }, "/snippets/verdict"],
    ["a fix that is not a number", { key: "loginAdminChallenge", selectedFix: "0" }, "/snippets/fixes"],
    ["a negative fix", { key: "loginAdminChallenge", selectedFix: -1 }, "/snippets/fixes"],
  ])("refuses %s with 400", async (_name, json, path) => {
    const response = await call(path, { method: "POST", json });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/Invalid request/);
  });

  it("refuses a fix the challenge does not have, an unknown key and a body that is not JSON", async () => {
    expect((await login("' OR 1=1--", "x")).status).toBe(200);
    const missing = await fix("loginAdminChallenge", loginAdmin.coding.fixes.length);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/selectedFix is 0 to/);
    expect((await verdict("noSuchChallenge", [1])).status).toBe(404);
    expect((await call("/snippets/verdict", { method: "POST", body: "key=x" })).status).toBe(415);
  });
});
