import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/server.mjs";
import { dangerZone, safetyModeNote } from "../../worker/challenges/availability";
import { catalogue } from "../../worker/challenges/registry";

/**
 * A shop that a whole class shares, with `challenges.safetyMode: "enabled"`: the Danger Zone
 * challenges (derived from the modules' tags) show as unavailable and their exploits are not
 * counted; every other challenge plays as usual. Its own server, since the configuration is fixed
 * for a server's life.
 */
describe("safety mode", () => {
  const persistRoot = mkdtempSync(join(tmpdir(), "squeeze-safety-mode-"));
  let server: { url: string; dispose(): Promise<void> };
  beforeAll(async () => {
    server = (await startServer({
      port: 0,
      persistRoot,
      vars: { SQUEEZE_CONFIG: JSON.stringify({ challenges: { safetyMode: "enabled" } }), OPERATOR_TOKEN: "safety-mode-operator-token" },
    })) as typeof server;
  });
  afterAll(async () => {
    await server?.dispose();
    rmSync(persistRoot, { recursive: true, force: true });
  });

  const row = async (key: string) =>
    ((await (await fetch(`${server.url}/api/Challenges/?key=${key}`)).json()) as { data: { solved: boolean; disabledEnv: string | null }[] }).data[0]!;

  it("shows every Danger Zone challenge as unavailable, and no other for that reason", async () => {
    const { data } = (await (await fetch(`${server.url}/api/Challenges`)).json()) as { data: { key: string; disabledEnv: string | null }[] };
    const dangerous = catalogue.filter((c) => (c.tags as readonly string[]).includes(dangerZone)).map((c) => c.key);
    expect(dangerous.length).toBeGreaterThanOrEqual(15);
    expect(data.filter((c) => c.disabledEnv === safetyModeNote).map((c) => c.key).sort()).toEqual([...dangerous].sort());
  });

  it("does not count a Danger Zone exploit, and counts the others", async () => {
    const tracked = await fetch(`${server.url}/rest/track-order/${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`);
    expect(tracked.status).toBe(200);
    expect(await row("reflectedXssChallenge")).toMatchObject({ solved: false, disabledEnv: safetyModeNote });

    const login = await fetch(`${server.url}/rest/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "' OR 1=1--", password: "x" }),
    });
    expect(login.status).toBe(200);
    expect(await row("loginAdminChallenge")).toMatchObject({ solved: true, disabledEnv: null });
  });
});
