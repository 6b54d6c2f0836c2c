import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "squeeze-scripts-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The environment of one "machine": its own data folder and its own run files. */
const machine = (name: string) => ({
  ...process.env,
  PORT: "0",
  OPERATOR_TOKEN: "scripts-operator-token",
  SQUEEZE_PERSIST: join(work, name, "data"),
  SQUEEZE_STATE_DIR: join(work, name, "state"),
});

/** Starts npm start's script in a process group of its own (so a test can kill it with its workerd). */
async function npmStart(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /running at (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
  });
  return { child, url };
}

const stopped = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));
const reset = (env: NodeJS.ProcessEnv) => promisify(execFile)(process.execPath, ["scripts/reset.mjs"], { cwd: root, env });
const solved = async (url: string, key: string) =>
  (await (await fetch(`${url}/api/Challenges/?key=${key}`)).json()).data[0].solved as boolean;
const loginAsAdmin = (url: string) =>
  fetch(`${url}/rest/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "' OR 1=1--", password: "x" }),
  });

describe("npm start and npm run reset", () => {
  it("a stopped server leaves no server.json, and reset then resets the data that server used", async () => {
    const env = machine("a");
    const first = await npmStart(env);
    const serverFile = join(env.SQUEEZE_STATE_DIR!, "server.json");
    expect(JSON.parse(readFileSync(serverFile, "utf8"))).toMatchObject({ url: first.url, persistRoot: env.SQUEEZE_PERSIST, store: "d1" });
    await loginAsAdmin(first.url);
    expect(await solved(first.url, "loginAdminChallenge")).toBe(true);
    first.child.kill("SIGTERM");
    await stopped(first.child);
    expect(existsSync(serverFile)).toBe(false);

    const { stdout } = await reset({ ...env, SQUEEZE_PERSIST: undefined });
    expect(stdout).toContain(`d1 store in ${env.SQUEEZE_PERSIST}; no server was running`);

    const second = await npmStart(env);
    expect(await solved(second.url, "loginAdminChallenge")).toBe(false);
    second.child.kill("SIGINT");
    await stopped(second.child);
  });

  it("a server.json whose server is gone counts as no server", async () => {
    const env = machine("b");
    const first = await npmStart({ ...env, SQUEEZE_STORE: "durable-object" });
    await loginAsAdmin(first.url);
    process.kill(-first.child.pid!, "SIGKILL"); // the whole group, with no chance to clean up
    await stopped(first.child);
    expect(existsSync(join(env.SQUEEZE_STATE_DIR!, "server.json"))).toBe(true);

    const { stdout } = await reset({ ...env, SQUEEZE_PERSIST: undefined });
    expect(stdout).toContain(`durable-object store in ${env.SQUEEZE_PERSIST}; no server was running`);
    const second = await npmStart({ ...env, SQUEEZE_STORE: "durable-object" });
    expect(await solved(second.url, "loginAdminChallenge")).toBe(false);
    second.child.kill("SIGTERM");
    await stopped(second.child);
  });
});
