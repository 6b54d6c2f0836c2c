import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server.mjs";
import { catalogue } from "../../worker/challenges/registry";
import { store } from "../support/instance";

type Server = { url: string; dispose(): Promise<void> };
const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-startup-"));
afterAll(() => rmSync(persistRoot, { recursive: true, force: true }));

/** Another server on this file's data folder and the store under test. */
const start = (vars: Record<string, string>) => startServer({ port: 0, persistRoot, vars: { SQUEEZE_STORE: store(), ...vars } }) as Promise<Server>;
/** As on Cloudflare: no local runner vouches for the machine. */
const deployed = { SQUEEZE_RUNTIME: "" };

describe("starting with a configuration", () => {
  it("refuses an unknown preset with a readable message", async () => {
    await expect(start({ SQUEEZE_PRESET: "nope" })).rejects.toThrow(/Unknown configuration preset "nope".*default, ctf, tutorial/);
  });

  it("refuses an invalid override and names the field", async () => {
    await expect(start({ SQUEEZE_CONFIG: '{"application":{"name":""}}' })).rejects.toThrow(/application\.name/);
  });

  it.each([
    [{ OPERATOR_TOKEN: "short" }, /at least 16 characters[\s\S]*at OPERATOR_TOKEN/],
    [{ CTF_KEY: "short" }, /at least 12 characters[\s\S]*at CTF_KEY/],
    [{ SQUEEZE_STORE: "postgres" }, /SQUEEZE_STORE/],
    [{ SQUEEZE_RUNTIME: "cloud" }, /SQUEEZE_RUNTIME/],
  ])("refuses invalid variables or secrets %j and names them", async (vars, message) => {
    await expect(start(vars)).rejects.toThrow(message);
  });

  it("a deployed ctf instance refuses to start without its own CTF_KEY", async () => {
    await expect(start({ ...deployed, SQUEEZE_PRESET: "ctf" })).rejects.toThrow(/set the CTF_KEY secret/);
    await expect(start({ ...deployed, SQUEEZE_CONFIG: '{"ctf":{"showFlagsInNotifications":true}}' })).rejects.toThrow(/CTF_KEY/);
    const server = await start({ ...deployed, SQUEEZE_PRESET: "ctf", CTF_KEY: "a-trainers-own-key" });
    await server.dispose();
  });

  it("serves the ctf preset: flags in notifications, countries mapped", async () => {
    const server = await start({ SQUEEZE_PRESET: "ctf" });
    try {
      const { config } = await (await fetch(`${server.url}/rest/admin/application-configuration`)).json();
      expect(config.ctf.showFlagsInNotifications).toBe(true);
      const mapping = await (await fetch(`${server.url}/rest/country-mapping`)).json();
      expect(mapping.scoreBoardChallenge).toEqual({ name: expect.any(String), code: expect.stringMatching(/^[A-Z]{2}$/) });
    } finally {
      await server.dispose();
    }
  });
});

describe("starting on damaged data", () => {
  it.each([
    ["a dropped table", "DROP TABLE Challenges"],
    ["an emptied Challenges table", "DELETE FROM Challenges"],
    ["a dropped column", "ALTER TABLE Users DROP COLUMN totpSecret"],
    ["lost migration bookkeeping", "DROP TABLE d1_migrations"],
  ])("rebuilds an instance with %s", async (_damage, statement) => {
    const dir = mkdtempSync(join(tmpdir(), "squeeze-damaged-"));
    const startOn = () => startServer({ port: 0, persistRoot: dir, vars: { SQUEEZE_STORE: store() } }) as Promise<Server>;
    try {
      const first = await startOn();
      const login = (email: string) =>
        fetch(`${first.url}/rest/user/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password: "x" }),
        });
      await login("' OR 1=1--");
      expect((await login(`'; ${statement}; SELECT * FROM Users WHERE email = '`)).status).toBe(401);
      await first.dispose();

      const second = await startOn();
      try {
        const { data } = await (await fetch(`${second.url}/api/Challenges/`)).json();
        expect(data).toHaveLength(catalogue.length);
        // Rebuilt from the seed: what was solved before is gone (browsers restore it from their codes).
        expect(data.filter((c: { solved: boolean }) => c.solved)).toEqual([]);
      } finally {
        await second.dispose();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
