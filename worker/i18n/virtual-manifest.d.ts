/** Each language's completeness, counted from locales/ at build time (scripts/vite-plugins.mjs, `translations()`). */
declare module "virtual:i18n-manifest" {
  const manifest: Readonly<Record<string, { ui: number; content: number; total: number; percentage: number }>>;
  export default manifest;
}
