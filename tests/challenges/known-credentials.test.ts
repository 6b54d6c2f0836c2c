import kdbxweb from "kdbxweb";
import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, login, resetInstance } from "../support/instance";
import { persona } from "../support/seed";
import { reviewsOfProductNamed } from "../support/shop";

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
  let tea: Awaited<ReturnType<typeof reviewsOfProductNamed>>;
  beforeEach(async () => {
    await resetInstance();
    tea = await reviewsOfProductNamed("Hibiscus Iced Tea (500ml)");
  });

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

  it("loginAmyChallenge: a padded password, built the way her review says she built it", async () => {
    const [tip, reply] = ["seraphina.lockwood", "amelia.fennel"].map(
      (author) => tea.find((r) => r.author.startsWith(author))!.message,
    );
    expect(tip).toMatch(/pad it with dots up to 30 characters/);
    expect(reply).toMatch(/name's herb with a digit, a plus/);
    const email = persona("amy").email;
    const words = ["Fennel"].flatMap((w) => [...w].map((_, i) => w.slice(0, i) + ({ e: "3", l: "1" }[w[i]!.toLowerCase()] ?? w[i]) + w.slice(i + 1)));
    let loggedIn = false;
    for (const word of new Set(words)) {
      const password = `${word}+`.padEnd(30, ".");
      if ((await login(email, password)).status === 200) {
        loggedIn = true;
        break;
      }
    }
    expect(loggedIn).toBe(true);
    expect(await isSolved("loginAmyChallenge")).toBe(true);
  });

  it("dlpPasswordSprayingChallenge: a pasted access log line carries a login's query string", async () => {
    const pasted = (await reviewsOfProductNamed("Watermelon Wave")).find((r) => r.message.includes("GET /rest/user/login"))!.message;
    const query = new URLSearchParams(/login\?([^ ]+) HTTP/.exec(pasted)![1]!);
    expect((await login(query.get("email")!, query.get("password")!)).status).toBe(200);
    expect(await isSolved("dlpPasswordSprayingChallenge")).toBe(true);
  });

  it("loginRapperChallenge: the promotion's subtitles catch Lil Squeezy saying his password on camera", async () => {
    const page = await (await call("/promotion")).text();
    const subtitles = /<script id="promotion-subtitles"[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!;
    const password = /log in with (\S+?)\.{3}/.exec(subtitles)![1]!;
    expect((await login(persona("rapper").email, password)).status).toBe(200);
    expect(await isSolved("loginRapperChallenge")).toBe(true);
  });

  it("injections and wrong passwords solve none of them", async () => {
    await login(`${persona("admin").email}'--`, "x");
    await login(persona("support").email, "PulpDesk2026!");
    await login("qa.bot@squeeze.test", "testing");
    await login(persona("amy").email, "F3nnel+");
    await login(persona("rapper").email, "not-what-he-said-on-camera");
    await login(persona("leakedEmployee").email, "Kz7#tQ!p2@Lm9$wV");
    const keys = [
      "weakPasswordChallenge",
      "exposedCredentialsChallenge",
      "oauthUserPasswordChallenge",
      "loginSupportChallenge",
      "loginAmyChallenge",
      "loginRapperChallenge",
      "dlpPasswordSprayingChallenge",
    ];
    for (const key of keys) {
      expect(await isSolved(key), key).toBe(false);
    }
  });
});
