/** The bundler (@cloudflare/vite-plugin) turns a `.wasm` import into a compiled module. */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

declare module "@jitl/quickjs-wasmfile-release-sync/wasm" {
  const module: WebAssembly.Module;
  export default module;
}
