import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/instance";
import { cookieFrom, createCohort, joinRequest, RoomSocket, Student, trainer, trainerSession } from "../support/cohort";

const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) }, redirect: "manual" });
const instanceOf = async (seat: string) =>
  (await (await get("/rest/admin/instance", seat)).json()) as { name: string; cohort: { code: string; name: string; student: string } };

describe("cohort mode: the trainer's API", () => {
  it("refuses requests without the trainer token, and a wrong one", async () => {
    expect((await fetch(`${baseUrl()}/trainer/api/cohorts`)).status).toBe(401);
    const wrong = await fetch(`${baseUrl()}/trainer/api/cohorts`, { headers: { Authorization: "Bearer not-the-trainer-token" } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toMatch(/trainer token/);
  });

  it("creates a cohort (201 with its code and join link) and lists it", async () => {
    const response = await trainer("/trainer/api/cohorts", { method: "POST", json: { name: "Night owls", preset: "ctf", maxStudents: 40 } });
    expect(response.status).toBe(201);
    const { code, joinUrl } = await response.json();
    expect(code).toMatch(/^[a-z2-9]{8}$/);
    expect(joinUrl).toBe(`${baseUrl()}/join/${code}`);
    const { cohorts } = await (await trainer("/trainer/api/cohorts")).json();
    expect(cohorts).toContainEqual(expect.objectContaining({ code, name: "Night owls", preset: "ctf", maxStudents: 40, students: 0, hasPasscode: false }));
  });

  it("answers bad input with a 4xx JSON error", async () => {
    for (const json of [{}, { name: "" }, { name: "x", preset: "nope" }, { name: "x", endsAt: "tomorrow" }, { name: "x", extra: 1 }]) {
      const response = await trainer("/trainer/api/cohorts", { method: "POST", json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(typeof (await response.json()).error).toBe("string");
    }
    expect((await trainer("/trainer/api/cohorts", { method: "POST", body: "name=x" })).status).toBe(415);
    expect((await trainer("/trainer/api/cohorts/zzzzzzzz/board")).status).toBe(404);
    expect((await trainer("/trainer/api/cohorts/NOT-A-CODE/board")).status).toBe(400);
    expect((await trainer("/trainer/api/nothing-here")).status).toBe(404);
  });

  it("lets the board page in with a session cookie, but only with its header (no cross-site form can send it)", async () => {
    const session = await trainerSession();
    expect((await get("/trainer/api/cohorts", session)).status).toBe(401);
    expect((await get("/trainer/api/cohorts", session, { "X-Squeeze-Trainer": "1" })).status).toBe(200);
    const signIn = await fetch(`${baseUrl()}/trainer/session`, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"token":"guess"}' });
    expect(signIn.status).toBe(401);
  });
});

describe("cohort mode: joining", () => {
  it("without a seat, the shop's API answers 401, pages send the browser to the join page, no room opens", async () => {
    const api = await get("/rest/products/search?q=");
    expect(api.status).toBe(401);
    expect((await api.json()).error).toMatch(/join link/);
    const page = await get("/");
    expect(page.status).toBe(303);
    expect(page.headers.get("Location")).toBe("/join");
    expect((await get("/parties/instance/default")).status).toBe(404);
    // Static files are the same for everyone.
    expect((await get("/favicon.svg")).status).toBe(200);
  });

  it("the join page asks for a name (and the passcode when the cohort has one); unknown codes are a 404", async () => {
    const open = await createCohort({ name: "Open <b>day</b>" });
    const page = await (await get(`/join/${open}`)).text();
    expect(page).toContain('name="name"');
    expect(page).toContain("Your own passcode (optional)");
    expect(page).toContain("Open &lt;b&gt;day&lt;/b&gt;");
    const closed = await createCohort({ passcode: "orange-42" });
    expect(await (await get(`/join/${closed}`)).text()).toMatch(/name="passcode" type="password" required/);
    expect((await get("/join/zzzzzzzz")).status).toBe(404);
  });

  it("gives each student a shop of their own, routed by the seat cookie", async () => {
    const code = await createCohort();
    const ada = await new Student("Ada").join(code);
    const bo = await new Student("Bo").join(code);
    const a = await instanceOf(ada.seat);
    const b = await instanceOf(bo.seat);
    expect(a.name).not.toBe(b.name);
    expect(a.cohort).toMatchObject({ code, student: "Ada" });
    expect(b.cohort).toMatchObject({ code, student: "Bo" });
    // Pages, REST and the room all answer for the seat's own shop.
    expect((await get("/", ada.seat)).status).toBe(200);
    expect((await get("/rest/products/search?q=", ada.seat)).status).toBe(200);
    await expect(RoomSocket.open(`/parties/instance/${b.name}`, ada.seat)).rejects.toThrow(/404/);
    (await RoomSocket.open(`/parties/instance/${a.name}`, ada.seat)).close();
  });

  it("each student's shop runs the preset the trainer chose for the cohort", async () => {
    const ctf = await new Student("Flag Hunter").join(await createCohort({ preset: "ctf" }));
    const plain = await new Student("Plain").join(await createCohort());
    const configOf = async (seat: string) => (await (await get("/rest/admin/application-configuration", seat)).json()).config;
    expect((await configOf(ctf.seat)).ctf.showFlagsInNotifications).toBe(true);
    expect((await configOf(plain.seat)).ctf.showFlagsInNotifications).toBe(false);
  });

  it("the same name and passcode from another browser returns to the same shop; others are refused", async () => {
    const code = await createCohort({ passcode: "lime-and-mint" });
    expect((await joinRequest(code, { name: "Cleo" })).status).toBe(403);
    expect((await joinRequest(code, { name: "Cleo", passcode: "wrong-one" })).status).toBe(403);
    const first = await new Student("Cleo", "lime-and-mint").join(code);
    const again = await joinRequest(code, { name: "cleo", passcode: "lime-and-mint" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ name: "Cleo", returning: true });
    const seat = cookieFrom(again, "squeeze_seat")!;
    expect((await instanceOf(seat)).name).toBe((await instanceOf(first.seat)).name);
  });

  it("in a cohort without a passcode, a taken name is refused unless its own passcode comes with it", async () => {
    const code = await createCohort();
    await new Student("Dev", "my-own-secret").join(code);
    expect((await joinRequest(code, { name: "Dev" })).status).toBe(403);
    expect((await joinRequest(code, { name: "DEV", passcode: "another" })).status).toBe(403);
    expect((await joinRequest(code, { name: "Dev", passcode: "my-own-secret" })).status).toBe(200);
    await new Student("Eve").join(code);
    const taken = await joinRequest(code, { name: "Eve" });
    expect(taken.status).toBe(403);
    expect((await taken.json()).error).toMatch(/taken/);
  });

  it("validates the name, keeps to the cohort's cap, and slows down passcode guessing", async () => {
    const code = await createCohort({ maxStudents: 2, passcode: "kiwi-kiwi" });
    for (const body of [{}, { name: "" }, { name: "x".repeat(41) }, { name: "tab\there" }, { name: 7 }]) {
      expect((await joinRequest(code, body)).status, JSON.stringify(body)).toBe(400);
    }
    await new Student("One", "kiwi-kiwi").join(code);
    await new Student("Two", "kiwi-kiwi").join(code);
    const full = await joinRequest(code, { name: "Three", passcode: "kiwi-kiwi" });
    expect(full.status).toBe(409);
    expect((await full.json()).error).toMatch(/full/);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await joinRequest(code, { name: "Mallory", passcode: `guess-${i}` })).status);
    expect(statuses.slice(0, 5).every((s) => s === 403)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("the join page speaks the student's language (their choice, else their browser's), and the shop opens in the one they pick", async () => {
    const code = await createCohort({ name: "Clase" });
    const arabic = JSON.parse(readFileSync("locales/ar_SA/ui.json", "utf8")) as Record<string, string>;
    const english = JSON.parse(readFileSync("locales/en/ui.json", "utf8")) as Record<string, string>;
    const fromBrowser = await (await get(`/join/${code}`, undefined, { "Accept-Language": "fr-CA;q=0.4, ar;q=0.9" })).text();
    expect(fromBrowser).toContain('<html lang="ar-SA" dir="rtl">');
    expect(fromBrowser).toContain('<option value="ar_SA" lang="ar-SA" selected>');
    if (arabic.JOIN_SUBMIT) expect(fromBrowser).toContain(arabic.JOIN_SUBMIT);
    const chosen = await (await get(`/join/${code}`, "language=pt_BR", { "Accept-Language": "ar" })).text();
    expect(chosen).toContain('<html lang="pt-BR" dir="ltr">');
    const plain = await (await get(`/join/${code}`, undefined, { "Accept-Language": "xx-YY" })).text();
    expect(plain).toContain(`>${english.JOIN_SUBMIT}</button>`);
    const joined = await fetch(`${baseUrl()}/join/${code}`, { method: "POST", body: new URLSearchParams({ name: "Yara", language: "ar_SA" }), redirect: "manual" });
    expect(joined.status).toBe(303);
    expect(cookieFrom(joined, "language")).toBe("language=ar_SA");
  });

  it("a join page form post sets the seat and goes to the shop", async () => {
    const code = await createCohort();
    const response = await fetch(`${baseUrl()}/join/${code}`, {
      method: "POST",
      body: new URLSearchParams({ name: "Form Filler" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect((await instanceOf(cookieFrom(response, "squeeze_seat")!)).cohort.student).toBe("Form Filler");
    const refused = await fetch(`${baseUrl()}/join/${code}`, { method: "POST", body: new URLSearchParams({ name: "Form Filler" }) });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('role="alert"');
  });
});

describe("cohort mode: seats cannot be forged", () => {
  it("a tampered seat goes back to its join page, and reaches no shop", async () => {
    const code = await createCohort();
    const ada = await new Student("Ada").join(code);
    const bo = await new Student("Bo").join(code);
    const [, value] = ada.seat.split("=") as [string, string];
    const [adaCode, adaStudent, signature] = value.split(".") as [string, string, string];
    const [, , boStudent] = (await instanceOf(bo.seat)).name.split(".") as [string, string, string];
    // A character in the middle (every bit of it is signature) and the last (partly unused bits).
    const middle = signature.length >> 1;
    const flipped = signature.slice(0, middle) + (signature[middle] === "A" ? "B" : "A") + signature.slice(middle + 1);
    const lastFlipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    const forgeries = [
      `squeeze_seat=${adaCode}.${adaStudent}.${flipped}`,
      `squeeze_seat=${adaCode}.${adaStudent}.${lastFlipped}`,
      // Ada's signature on Bo's id: knowing another student's instance gives no way in.
      `squeeze_seat=${adaCode}.${boStudent}.${signature}`,
      `squeeze_seat=${adaCode}.${adaStudent}`,
    ];
    for (const forged of forgeries) {
      const page = await get("/", forged);
      expect(page.status, forged).toBe(303);
      expect(page.headers.get("Location")).toBe(`/join/${code}`);
      expect(page.headers.getSetCookie().join()).toMatch(/squeeze_seat=;/);
      expect((await get("/rest/user/whoami", forged)).status).toBe(401);
    }
  });

  it("nothing a student's shop gives them opens the trainer's API", async () => {
    const code = await createCohort();
    const ada = await new Student("Ada").join(code);
    const login = await fetch(`${baseUrl()}/rest/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: ada.seat },
      body: JSON.stringify({ email: "' OR 1=1--", password: "x" }),
    });
    const { token } = (await login.json()).authentication;
    expect((await get("/trainer/api/cohorts", ada.seat)).status).toBe(401);
    expect((await get("/trainer/api/cohorts", ada.seat, { Authorization: `Bearer ${token}`, "X-Squeeze-Trainer": "1" })).status).toBe(401);
    // The shop's leakiest answers do not carry the trainer token.
    for (const path of ["/rest/admin/application-configuration", "/metrics", "/rest/admin/instance", "/api/Users/9999999/x"]) {
      const text = await (await get(path, ada.seat, { Authorization: `Bearer ${token}` })).text();
      expect(text, path).not.toContain("vitest-trainer-token");
    }
    await expect(RoomSocket.open(`/parties/cohort/${code}`, ada.seat)).rejects.toThrow(/404/);
  });
});
