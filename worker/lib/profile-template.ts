import ssti from "../challenges/catalogue/ssti";
import { solveIf } from "../challenges/engine";
import type { InstanceContext } from "../instance/context";
import { loadSandbox } from "./sandbox";

// vuln-code-snippet start usernameXssChallenge
/**
 * The old sanitizer the profile page still uses: it removes what looks like a tag, once. What the
 * removal leaves behind is never looked at again, so a tag hidden inside another survives.
 */
export const sanitizeLegacy = (text: string) => text.replace(/<[^<>]*>/g, ""); // vuln-code-snippet vuln-line usernameXssChallenge
// vuln-code-snippet end usernameXssChallenge

/**
 * What the guest sees of "the server": a Node.js that is not one. Its child_process only writes
 * down what it was asked to run; nothing leaves the sandbox.
 */
const fakeNode = `
var process = {
  version: "v18.19.1",
  platform: "linux",
  arch: "x64",
  pid: 4242,
  cwd: function () { return "/srv/squeeze"; },
  env: { NODE_ENV: "production", HOME: "/home/squeeze", PORT: "8787" },
  mainModule: { filename: "/srv/squeeze/server.js" }
};
var __modules = {
  child_process: {
    exec: function (command) { __exec(String(command)); return { pid: 4343 }; },
    execSync: function (command) { __exec(String(command)); return ""; },
    spawn: function (command, args) { __exec([command].concat(args || []).join(" ")); return { pid: 4344 }; }
  },
  os: { hostname: function () { return "squeeze-shop"; }, platform: function () { return "linux"; } }
};
function require(name) {
  if (__modules[name]) return __modules[name];
  throw new Error("Cannot find module '" + name + "'");
}
process.mainModule.require = require;
var global = globalThis;
global.process = process;
`;

/** A command that fetches the quarantined malware from this shop and so lets it call home. */
const runsQuarantinedMalware = (command: string) =>
  /\b(curl|wget|Invoke-WebRequest|iwr)\b/i.test(command) && /\/ftp\/quarantine\/squeeze-sync-helper/.test(command);

/**
 * The `#{...}` expressions of the old template syntax, as the profile page still expands them
 * (braces inside an expression nest). Each with where it starts and ends in the text.
 */
function expressions(text: string): { start: number; end: number; code: string }[] {
  const found: { start: number; end: number; code: string }[] = [];
  for (let start = text.indexOf("#{"); start >= 0; start = text.indexOf("#{", start + 2)) {
    let depth = 0;
    for (let i = start + 1; i < text.length; i++) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}" && --depth === 0) {
        found.push({ start, end: i + 1, code: text.slice(start + 2, i) });
        start = i - 1;
        break;
      }
    }
  }
  return found;
}

/** Runs one template expression of a username in the sandbox; the text it gives, or its error. */
async function expand(ctx: InstanceContext, code: string): Promise<string> {
  const commands: string[] = [];
  const sandbox = await loadSandbox();
  const session = sandbox.session({
    limits: { interrupts: 200, memoryBytes: 8 * 1024 * 1024 },
    functions: { __exec: (command) => void commands.push(String(command)) },
  });
  try {
    session.run(fakeNode);
    // vuln-code-snippet start sstiChallenge
    // Part of the username is run as code when the page renders: a template injection, on purpose
    // in a sandbox that only pretends to be the server.
    const result = session.run(`String((function () { return (${code}\n); })())`); // vuln-code-snippet vuln-line sstiChallenge
    // vuln-code-snippet end sstiChallenge
    await solveIf(ctx, ssti, () => commands.some(runsQuarantinedMalware));
    return result.ok ? String(result.value) : `${result.failure.kind === "error" ? result.failure.name : "Error"}: ${result.failure.message}`;
  } finally {
    session.dispose();
  }
}

/** The username as the profile page shows it (HTML): template expressions expanded, then sanitized. */
export async function renderUsername(ctx: InstanceContext, username: string): Promise<string> {
  let expanded = "";
  let from = 0;
  for (const { start, end, code } of expressions(username)) {
    expanded += username.slice(from, start) + (await expand(ctx, code));
    from = end;
  }
  return sanitizeLegacy(expanded + username.slice(from));
}
