import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server.mjs";

type Server = { url: string; dispose(): Promise<void> };
const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-startup-"));
afterAll(() => rmSync(persistRoot, { recursive: true, force: true }));

const start = (vars: Record<string, string>) => startServer({ port: 0, persistRoot, vars }) as Promise<Server>;

describe("starting with a configuration", () => {
  it("refuses an unknown preset with a readable message", async () => {
    await expect(start({ SQUEEZE_PRESET: "nope" })).rejects.toThrow(/Unknown configuration preset "nope".*default, ctf, tutorial/);
  });

  it("refuses an invalid override and names the field", async () => {
    await expect(start({ SQUEEZE_CONFIG: '{"application":{"name":""}}' })).rejects.toThrow(/application\.name/);
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
  it("rebuilds an instance whose tables a student dropped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "squeeze-damaged-"));
    try {
      const first = (await startServer({ port: 0, persistRoot: dir })) as Server;
      await fetch(`${first.url}/rest/user/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "'; DROP TABLE Challenges; SELECT * FROM Users WHERE email = '", password: "x" }),
      });
      expect((await fetch(`${first.url}/api/Challenges/`)).status).toBeGreaterThanOrEqual(500);
      await first.dispose();

      const second = (await startServer({ port: 0, persistRoot: dir })) as Server;
      try {
        const { data } = await (await fetch(`${second.url}/api/Challenges/`)).json();
        expect(data.length).toBeGreaterThan(5);
      } finally {
        await second.dispose();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
