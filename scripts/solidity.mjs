/**
 * The shop's Solidity contracts (contracts/), compiled at build time by the pinned solc package
 * (its compiler ships inside the npm tarball: no download, no network). The worker never compiles:
 * it imports what this produces through the `virtual:squeeze-contracts` module (vite-plugins.mjs).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";

export const contractsFolder = "contracts";
/** The hard fork our chain runs (worker/lib/chain/engine.ts): the bytecode must not use newer opcodes. */
export const evmVersion = "cancun";

function solFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return solFiles(path);
    return entry.name.endsWith(".sol") ? [path] : [];
  });
}

/** Marker comments of the coding challenges, and the note right after a fence's start. */
const markerLine = /^\s*\/\/\s*vuln-code-snippet\s+(start|end|hide-start|hide-end)\b.*$/;
const markerTail = /\s*\/\/\s*vuln-code-snippet\s+(vuln-line|neutral-line|hide-line)\b.*$/;

/**
 * A contract's source as the shop publishes it (a block explorer's "verified source"): the
 * coding challenges' markers and fence notes taken out, since they would name the flaw.
 */
export function publishedSource(text) {
  const out = [];
  let inNote = false;
  for (const line of text.split(/\r?\n/)) {
    if (markerLine.test(line)) {
      inNote = /\bstart\b/.test(line);
      continue;
    }
    if (inNote && /^\s*\/\//.test(line)) continue;
    inNote = false;
    out.push(line.replace(markerTail, ""));
  }
  return out.join("\n");
}

let cached;

/**
 * Compiles every contract under contracts/ (samples/ are the Web3 sandbox's ready-made ones).
 * Returns `{ [name]: { path, sample, abi, bytecode, deployedBytecode, source } }`; throws with
 * solc's messages when a contract does not compile. Memoised per set of sources.
 */
export function compileContracts(root) {
  const files = solFiles(join(root, contractsFolder)).map((path) => ({
    path: relative(root, path).split(sep).join("/"),
    text: readFileSync(path, "utf8"),
  }));
  const digest = createHash("sha256")
    .update(JSON.stringify(files))
    .digest("hex");
  if (cached?.digest === digest) return cached.result;
  const solc = createRequire(import.meta.url)("solc");
  const input = {
    language: "Solidity",
    // Keyed by the path below contracts/, so that `import "./PulpToken.sol"` resolves.
    sources: Object.fromEntries(files.map((f) => [f.path.slice(contractsFolder.length + 1), { content: f.text }])),
    settings: {
      evmVersion,
      optimizer: { enabled: true, runs: 200 },
      // No metadata hash: the same source gives the same bytecode on every machine.
      metadata: { bytecodeHash: "none" },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) throw new Error(`solc ${solc.version()}:\n${errors.map((e) => e.formattedMessage).join("\n")}`);
  const warnings = (output.errors ?? []).filter((e) => e.severity === "warning");
  if (warnings.length > 0) throw new Error(`solc ${solc.version()} warns (fix the contract):\n${warnings.map((e) => e.formattedMessage).join("\n")}`);
  const result = {};
  for (const [source, contracts] of Object.entries(output.contracts)) {
    const file = files.find((f) => f.path === `${contractsFolder}/${source}`);
    for (const [name, contract] of Object.entries(contracts)) {
      if (result[name]) throw new Error(`two contracts are called ${name}`);
      result[name] = {
        path: file.path,
        sample: source.startsWith("samples/"),
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
        source: publishedSource(file.text),
      };
    }
  }
  cached = { digest, result };
  return result;
}
