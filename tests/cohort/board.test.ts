import { describe, expect, it } from "vitest";
import { actAs, call, isSolved, login } from "../support/instance";
import { persona } from "../support/seed";
import { board, createCohort, RoomSocket, Student, trainer, trainerSession } from "../support/cohort";

const solveLoginAdmin = () => login("' OR 1=1--", "anything");
const register = (email: string) => call("/api/Users/", { method: "POST", json: { email, password: "pass1234", passwordRepeat: "pass1234" } });
const userExists = async (email: string) => {
  const response = await login(email, "pass1234");
  return response.status === 200;
};
const boardSocket = async (code: string) => RoomSocket.open(`/parties/cohort/${code}`, await trainerSession());

describe("cohort mode: the trainer's board", () => {
  it("shows a solve on any student's shop: scores, solvers, first solve, and live on the board's socket", async () => {
    const code = await createCohort();
    const ada = await new Student("Ada").join(code);
    await new Student("Bo").join(code);
    const socket = await boardSocket(code);
    ada.use();
    expect((await solveLoginAdmin()).status).toBe(200);
    const live = await socket.next("solve");
    expect(live.data).toMatchObject({ name: "Ada", key: "loginAdminChallenge" });
    socket.close();
    const { students, challenges, timeline, cohort } = await board(code);
    expect(cohort.frozen).toBe(false);
    expect(students[0]).toMatchObject({ name: "Ada", score: 250, solved: ["loginAdminChallenge"], active: true });
    expect(students[0]!.lastSolveAt).toMatch(/^\d{4}-/);
    expect(students[1]).toMatchObject({ name: "Bo", score: 0, solved: [], lastSolveAt: null });
    const loginAdmin = challenges.find((c) => c.key === "loginAdminChallenge")!;
    expect(loginAdmin).toMatchObject({ solvers: 1, firstSolve: { name: "Ada" } });
    expect(challenges.find((c) => c.key === "scoreBoardChallenge")).toMatchObject({ solvers: 0, firstSolve: null });
    expect(timeline).toEqual([expect.objectContaining({ name: "Ada", key: "loginAdminChallenge", points: 250 })]);
    actAs(undefined);
  });

  it("resets one student's shop and leaves the others; progress stays", async () => {
    const code = await createCohort();
    const ada = await new Student("Ada").join(code);
    const bo = await new Student("Bo").join(code);
    ada.use();
    await solveLoginAdmin();
    expect((await register("ada-was-here@cohort.test")).status).toBe(201);
    bo.use();
    expect((await register("bo-was-here@cohort.test")).status).toBe(201);
    const adaRoom = await ada.room();
    const response = await trainer(`/trainer/api/cohorts/${code}/reset`, { method: "POST", json: { student: "ada" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reset: ["Ada"] });
    await adaRoom.next("server started");
    adaRoom.close();
    ada.use();
    expect(await userExists("ada-was-here@cohort.test")).toBe(false);
    expect(await isSolved("loginAdminChallenge")).toBe(true);
    bo.use();
    expect(await userExists("bo-was-here@cohort.test")).toBe(true);
    expect((await trainer(`/trainer/api/cohorts/${code}/reset`, { method: "POST", json: { student: "Nobody" } })).status).toBe(404);
    const all = await (await trainer(`/trainer/api/cohorts/${code}/reset`, { method: "POST", json: {} })).json();
    expect(all.reset.sort()).toEqual(["Ada", "Bo"]);
    expect(await userExists("bo-was-here@cohort.test")).toBe(false);
    actAs(undefined);
  });

  it("broadcasts a message to every open page of every student", async () => {
    const code = await createCohort();
    const ada = await new Student("Ada").join(code);
    const bo = await new Student("Bo").join(code);
    const pages = [await ada.room(), await bo.room(), await bo.room()];
    const response = await trainer(`/trainer/api/cohorts/${code}/broadcast`, { method: "POST", json: { message: "Ten minutes left <b>now</b>" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ delivered: 3 });
    for (const page of pages) {
      expect((await page.next("cohort message")).data).toMatchObject({ message: "Ten minutes left <b>now</b>" });
      page.close();
    }
    expect((await trainer(`/trainer/api/cohorts/${code}/broadcast`, { method: "POST", json: { message: "" } })).status).toBe(400);
  });

  it("after the end time the board is frozen: solves are recorded in the shop but not counted", async () => {
    const code = await createCohort({ endsAt: new Date(Date.now() + 60_000).toISOString() });
    const ada = await new Student("Ada").join(code);
    ada.use();
    await solveLoginAdmin();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const patched = await trainer(`/trainer/api/cohorts/${code}`, { method: "PATCH", json: { endsAt: new Date().toISOString() } });
    expect(patched.status).toBe(200);
    // Solved before the (new) end: it still counts.
    expect((await board(code)).students[0]).toMatchObject({ score: 250 });
    expect((await call("/rest/admin/instance").then((r) => r.json())).cohort.endsAt).toBe((await patched.json()).endsAt);
    expect((await register("late@cohort.test")).status).toBe(201);
    await login(`${persona("jim").email}'--`, "x");
    expect(await isSolved("loginJimChallenge")).toBe(true);
    const frozen = await board(code);
    expect(frozen.cohort.frozen).toBe(true);
    expect(frozen.students[0]).toMatchObject({ name: "Ada", score: 250, solved: ["loginAdminChallenge"] });
    // Opening the clock again counts what was recorded meanwhile.
    await trainer(`/trainer/api/cohorts/${code}`, { method: "PATCH", json: { endsAt: null } });
    expect((await board(code)).students[0]!.solved).toContain("loginJimChallenge");
    actAs(undefined);
  });

  it("cleans up an idle student's shop, and their next visit restores their progress into a fresh one", async () => {
    const code = await createCohort({ idleMinutes: 0.05 });
    const ada = await new Student("Ada").join(code);
    ada.use();
    await solveLoginAdmin();
    expect((await register("before-cleanup@cohort.test")).status).toBe(201);
    const idle = Date.now();
    let cleaned = false;
    while (!cleaned && Date.now() - idle < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      cleaned = !(await board(code)).students[0]!.active;
    }
    expect(cleaned).toBe(true);
    // The next request builds a fresh shop: the user is gone, the solve is back.
    expect(await isSolved("loginAdminChallenge")).toBe(true);
    expect(await userExists("before-cleanup@cohort.test")).toBe(false);
    expect((await board(code)).students[0]).toMatchObject({ active: true, score: 250 });
    actAs(undefined);
  });
});
