import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { libxml2Workerd } from "./scripts/libxml2-workerd.mjs";
import { base64Files, codeSnippets } from "./scripts/vite-plugins.mjs";

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The dev server is a local run (the built worker's config, which deploys, stays without it).
      config: (worker) => (command === "serve" ? { vars: { ...worker.vars, SQUEEZE_RUNTIME: "local" } } : {}),
    }),
    reactRouter(),
    base64Files(),
    // libxml2-wasm with its wasm precompiled at build time (workerd compiles none at run time).
    libxml2Workerd(),
    codeSnippets(),
  ],
  // The worker's build resolves packages with the "node" condition; yaml's Node build imports
  // process and buffer, which a worker without nodejs_compat lacks. Its browser build is the same API.
  resolve: { alias: [{ find: /^yaml$/, replacement: fileURLToPath(new URL("./node_modules/yaml/browser/index.js", import.meta.url)) }] },
  // ANALYZE=1 writes source maps, for finding what the first load carries.
  build: { sourcemap: Boolean(process.env.ANALYZE) },
}));
