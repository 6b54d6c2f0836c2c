/**
 * The QuickJS wasm file (package.json "imports"), which the bundler (@cloudflare/vite-plugin)
 * turns into a compiled module: workerd compiles no wasm at run time.
 */
declare module "#quickjs-wasm" {
  const module: WebAssembly.Module;
  export default module;
}
