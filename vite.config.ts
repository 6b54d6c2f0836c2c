import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { libxml2Workerd } from "./scripts/libxml2-workerd.mjs";
import { base64Files, codeSnippets, oldHtmlparser2Shims, solidityContracts, swaggerUi, translations } from "./scripts/vite-plugins.mjs";

const appFolder = fileURLToPath(new URL("./app/", import.meta.url));
const englishFile = fileURLToPath(new URL("./locales/en/ui.json", import.meta.url));
/** The Chakra components whose recipes are in app/theme-more.ts, not in app/theme.ts. */
const moreRecipesFor = new Set(["Accordion", "Alert", "Checkbox", "Checkmark", "Collapsible", "Dialog", "Drawer", "Field", "List", "Menu", "Progress", "Separator", "Slider", "Table", "Textarea"]);
/** The modules firstPageParts leaves as they are: the translator itself, the theme. */
const unchanged = new Set(["i18n/core.ts", "i18n/index.ts", "i18n/react.tsx", "i18n/languages.ts", "theme.ts", "theme-more.ts"]);
/** The plural forms a counted key may have (app/i18n/core.ts). */
const pluralForms = ["zero", "one", "two", "few", "many", "other"];

/**
 * What keeps the shop's first page light (docs/performance.md), added to the shop's own modules:
 * - a module that imports a Chakra component whose recipe is not in app/theme.ts imports
 *   app/theme-more.ts, which adds the other recipes to the system before the component renders;
 * - in the browser, a module that does not import all of English (app/i18n/index.ts) carries the
 *   English texts of the keys it names: its string literals that are keys, with their plural forms,
 *   and the keys a template literal's fixed start and end match (`PRIVACY_${section}_TITLE`). They
 *   are added to app/i18n/core.ts's English when the module loads.
 * Both go on the module's first line, so its source map stays right.
 */
function firstPageParts(): Plugin {
  let english: Record<string, string> | undefined;
  return {
    name: "squeeze-first-page-parts",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!file.startsWith(appFolder) || !/\.tsx?$/.test(file) || unchanged.has(file.slice(appFolder.length))) return null;
      let prefix = "";
      const chakra = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@chakra-ui\/react["']/g)].flatMap((m) => m[1]!.split(","));
      if (chakra.some((name) => moreRecipesFor.has(name.trim().split(/\s+/)[0]!))) prefix += `import ${JSON.stringify(`${appFolder}theme-more.ts`)};`;
      if (this.environment.config.consumer === "client" && !/from\s*["'](?:\.\.?\/)+i18n["']/.test(code)) {
        this.addWatchFile(englishFile);
        english ??= JSON.parse(readFileSync(englishFile, "utf8")) as Record<string, string>;
        const keys = new Set<string>();
        for (const [, key] of code.matchAll(/["'`]([A-Z][A-Z0-9_]*)["'`]/g)) if (key! in english) keys.add(key!);
        for (const [, start, end] of code.matchAll(/`([A-Z][A-Z0-9_]*_)\$\{[^`}]*\}([A-Z0-9_]*)`/g))
          for (const key of Object.keys(english)) if (key.startsWith(start!) && key.endsWith(end!)) keys.add(key);
        for (const key of [...keys]) for (const form of pluralForms) if (`${key}_${form}` in english) keys.add(`${key}_${form}`);
        if (keys.size > 0) {
          const texts = Object.fromEntries([...keys].sort().map((key) => [key, english![key]]));
          prefix += `import { addEnglish as __addEnglish } from ${JSON.stringify(`${appFolder}i18n/core.ts`)};__addEnglish(${JSON.stringify(texts)});`;
        }
      }
      return prefix ? { code: prefix + code, map: null } : null;
    },
  };
}

/**
 * What the libraries of the first page keep without needing it:
 * - Chakra's anatomy module makes every component's anatomy at its top level. Marked as pure, those
 *   no recipe in the bundle uses are left out.
 * - emotion's withTheme (which Chakra does not use) imports two CommonJS packages, which the bundler
 *   would keep for side effects they do not have.
 */
function leanerLibraries(): Plugin {
  return {
    name: "squeeze-leaner-libraries",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (file.endsWith("/@chakra-ui/react/dist/esm/anatomy.js"))
        return { code: code.replace(/^const ([\w$]+) = (?=[\w$.]+\()/gm, "const $1 = /* @__PURE__ */ "), map: null };
      if (/\/node_modules\/(hoist-non-react-statics|react-is)\//.test(file)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * React Router's package names only its development build (with warnings for developers) in its
 * exports, for now (remix-run/react-router#14102); the browser's bundle takes the production build
 * beside it, which differs only in leaving the warnings out.
 */
function reactRouterProductionBuild(): Plugin {
  const folder = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
  const files: Record<string, string> = { "react-router": `${folder}index.mjs`, "react-router/dom": `${folder}dom-export.mjs` };
  return {
    name: "squeeze-react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.config.consumer !== "client" || !(source in files) || !existsSync(files[source]!)) return null;
      return files[source];
    },
  };
}

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
    reactRouterProductionBuild(),
    firstPageParts(),
    leanerLibraries(),
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
