#!/usr/bin/env node
// npm run dev: React Router's dev server runs the whole worker (pages, API, rooms) with live reload.
import "./env.mjs";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { root } from "./server.mjs";

const port = process.env.PORT ?? "8787";
const child = spawn(join(root, "node_modules/.bin/react-router"), ["dev", "--port", port, "--strictPort"], {
  cwd: root,
  stdio: "inherit",
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
