import kdbxweb from "kdbxweb";
import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance } from "../support/instance";
import { persona } from "../support/seed";

/** A few of the passwords every list of common passwords starts with. */
const commonPasswords = ["123456", "password", "admin", "12345678", "qwerty", "admin123", "letmein", "admin1234", "welcome"];

/** The text of the JavaScript the login page loads (its own chunk included). */
async function loginPageScripts(): Promise<string> {
  const html = await (await call("/login")).text();
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const scripts = await Promise.all(sources.map(async (src) => (await call(src)).text()));
  return scripts.join("\n");
}

describe("logging in with someone's real credentials, found somewhere they should not be", () => {
  beforeEach(resetInstance);

  it("weakPasswordChallenge: the administrator's password is one of the most common ones", async () => {
    const admin = persona("admin").email;
    let found: string | undefined;
    for (const password of commonPasswords) {
      if ((await login(admin, password)).status === 200) {
        found = password;
        break;
      }
    }
    expect(found).toBeDefined();
    expect(await isSolved("weakPasswordChallenge")).toBe(true);
  });

  it("exposedCredentialsChallenge: the QA account's password is in the login page's JavaScript", async () => {
    const scripts = await loginPageScripts();
    const qa = /localPart:\s*"([^"]+)",\s*password:\s*"([^"]+)"/.exec(scripts);
    expect(qa, "the QA account in the bundle").not.toBeNull();
    expect((await login(`${qa![1]}@squeeze.test`, qa![2]!)).status).toBe(200);
    expect(await isSolved("exposedCredentialsChallenge")).toBe(true);
  });

  it("oauthUserPasswordChallenge: the third-party account's password is its address reversed, in base64", async () => {
    const email = "hektor.pressmann@pulpmail.example";
    expect((await login(email, btoa([...email].reverse().join("")))).status).toBe(200);
    expect(await isSolved("oauthUserPasswordChallenge")).toBe(true);
  });

  it("loginSupportChallenge: the support team's password database sits on the file server, under a weak master password", async () => {
    const file = await call("/ftp/incident-support.kdbx");
    expect(file.status).toBe(200);
    const bytes = await file.arrayBuffer();
    let database: kdbxweb.Kdbx | undefined;
    for (const guess of ["Support2026!", "PulpDesk2025!", "PulpDesk2026!"]) {
      database = await kdbxweb.Kdbx.load(bytes, new kdbxweb.Credentials(kdbxweb.ProtectedValue.fromString(guess))).catch(() => undefined);
      if (database) break;
    }
    const entry = database!.getDefaultGroup().entries.find((e) => e.fields.get("Title") === "Shop support account")!;
    const password = (entry.fields.get("Password") as kdbxweb.ProtectedValue).getText();
    expect((await login(String(entry.fields.get("UserName")), password)).status).toBe(200);
    expect(await isSolved("loginSupportChallenge")).toBe(true);
  });

  it.each([
    ["loginRapperChallenge", "rapper"],
    ["loginAmyChallenge", "amy"],
    ["dlpPasswordSprayingChallenge", "leakedEmployee"],
  ] as const)("%s: the leaked credentials log in", async (key, name) => {
    expect((await login(persona(name).email, persona(name).password)).status).toBe(200);
    expect(await isSolved(key)).toBe(true);
  });

  it("injections and wrong passwords solve none of them", async () => {
    await login(`${persona("admin").email}'--`, "x");
    await login(persona("support").email, "PulpDesk2026!");
    await login("qa.bot@squeeze.test", "testing");
    await login(persona("amy").email, "F3nnel+");
    for (const key of ["weakPasswordChallenge", "exposedCredentialsChallenge", "loginSupportChallenge", "loginAmyChallenge"]) {
      expect(await isSolved(key), key).toBe(false);
    }
  });
});
