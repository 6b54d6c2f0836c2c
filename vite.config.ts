import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  // ANALYZE=1 writes source maps, for finding what the first load carries.
  build: { sourcemap: Boolean(process.env.ANALYZE) },
});
