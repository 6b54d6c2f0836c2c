import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
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
    codeSnippets(),
  ],
  // ANALYZE=1 writes source maps, for finding what the first load carries.
  build: { sourcemap: Boolean(process.env.ANALYZE) },
}));
