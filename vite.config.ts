import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { libxml2Workerd } from "./scripts/libxml2-workerd.mjs";
import { base64Files, codeSnippets, oldHtmlparser2Shims, solidityContracts, swaggerUi, translations } from "./scripts/vite-plugins.mjs";

export default defineConfig(({ command }) => ({
  plugins: [
    // The Node modules the feedback's old sanitizer asks for, as a worker can give them (first:
    // the Cloudflare plugin would otherwise leave them as imports workerd cannot resolve).
    oldHtmlparser2Shims(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The dev server is a local run (the built worker's config, which deploys, stays without it).
      // It has no Workers AI either: that binding always reaches Cloudflare (an account, the
      // network), so the dev server drops it and the LLM chat uses LLM_BASE_URL locally.
      config: (worker) => {
        if (command !== "serve") return {};
        delete worker.ai;
        return { vars: { ...worker.vars, SQUEEZE_RUNTIME: "local" } };
      },
    }),
    reactRouter(),
    base64Files(),
    // libxml2-wasm with its wasm precompiled at build time (workerd compiles none at run time).
    libxml2Workerd(),
    codeSnippets(),
    // The Solidity contracts of contracts/, compiled by solc at build time (the worker never compiles).
    solidityContracts(),
    // Swagger UI's files for the /api-docs page, copied into the client build (static, off the first load).
    swaggerUi(),
    // Each language's files as static files the worker reads on demand, and their completeness.
    translations(),
  ],
  // The worker's build resolves packages with the "node" condition; yaml's Node build imports
  // process and buffer, which a worker without nodejs_compat lacks. Its browser build is the same API.
  // Likewise debug (the EVM's logger, worker/lib/chain/), whose Node build imports tty and os.
  resolve: {
    alias: [
      { find: /^yaml$/, replacement: fileURLToPath(new URL("./node_modules/yaml/browser/index.js", import.meta.url)) },
      { find: /^debug$/, replacement: fileURLToPath(new URL("./node_modules/debug/src/browser.js", import.meta.url)) },
    ],
  },
  // ANALYZE=1 writes source maps, for finding what the first load carries.
  build: { sourcemap: Boolean(process.env.ANALYZE) },
}));
