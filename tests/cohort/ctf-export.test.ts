import { describe, expect, it } from "vitest";
import { defaultCtfKey, flagFor } from "../../worker/challenges/flags";
import { catalogue } from "../../worker/challenges/registry";
import { actAs, baseUrl, login } from "../support/instance";
import { createCohort, Student, trainer, trainerSession } from "../support/cohort";

/** Every student's shop keys its flags with the deployment's CTF_KEY (npm start passes it through). */
const deploymentKey = process.env.CTF_KEY || defaultCtfKey;
const exportPath = (code: string, query: string) => `/trainer/api/cohorts/${code}/ctf-export?${query}`;

describe("cohort mode: the trainer's CTF export", () => {
  it("is the trainer's: no token, a student's seat or a session without the page's header get nothing", async () => {
    const code = await createCohort();
    const ada = await new Student("Ada").join(code);
    expect((await fetch(`${baseUrl()}${exportPath(code, "format=ctfd")}`)).status).toBe(401);
    expect((await fetch(`${baseUrl()}${exportPath(code, "format=ctfd")}`, { headers: { Cookie: ada.seat } })).status).toBe(401);
    const session = await trainerSession();
    expect((await fetch(`${baseUrl()}${exportPath(code, "format=ctfd")}`, { headers: { Cookie: session } })).status).toBe(401);
    const page = await fetch(`${baseUrl()}${exportPath(code, "format=ctfd")}`, { headers: { Cookie: session, "X-Squeeze-Trainer": "1" } });
    expect(page.status).toBe(200);
  });

  it("answers bad input with 400 and an unknown cohort with 404", async () => {
    const code = await createCohort();
    const bad = await trainer(exportPath(code, "format=pdf"));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/format/);
    expect((await trainer(exportPath(code, "format=ctfd&flags=static"))).status).toBe(400);
    expect((await trainer(exportPath("zzzzzzzz", "format=ctfd"))).status).toBe(404);
  });

  it.each([
    ["ctfd", "csv"],
    ["rootthebox", "xml"],
    ["fbctf", "json"],
  ])("gives %s a file named after the cohort, with the flags every student's shop shows", async (format, extension) => {
    const code = await createCohort();
    const response = await trainer(exportPath(code, `format=${format}&hints=free`));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="squeeze-${code}-${format}.${extension}"`);
    const body = await response.text();
    for (const challenge of catalogue) expect(body).toContain(await flagFor(deploymentKey, challenge.name));
  });

  it("holds the flag a student's shop announces, and the same one for every student", async () => {
    const code = await createCohort();
    const csv = await (await trainer(exportPath(code, "format=ctfd"))).text();
    for (const name of ["Ada", "Bo"]) {
      const student = await new Student(name).join(code);
      const room = await student.room();
      try {
        student.use();
        expect((await login("' OR 1=1--", "anything")).status).toBe(200);
        const solved = (await room.next("challenge solved")).data as { key: string; flag: string };
        expect(solved.key).toBe("loginAdminChallenge");
        expect(csv).toContain(solved.flag);
      } finally {
        room.close();
        actAs(undefined);
      }
    }
  });

  it("keys flags=static with a key for students' own deployments", async () => {
    const code = await createCohort();
    const key = "the key of the students' own deploys";
    const json = (await (await trainer(exportPath(code, `format=fbctf&flags=static&key=${encodeURIComponent(key)}`))).json()) as {
      levels: { title: string; flag: string }[];
    };
    expect(json.levels).toHaveLength(catalogue.length);
    for (const level of json.levels) expect(level.flag).toBe(await flagFor(key, level.title));
  });
});
