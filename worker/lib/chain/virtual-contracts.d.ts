/** Written at build time by scripts/vite-plugins.mjs (solidityContracts): contracts/ compiled by solc. */
declare module "virtual:squeeze-contracts" {
  const contracts: Readonly<Record<string, import("./contracts").CompiledContract>>;
  export default contracts;
}
