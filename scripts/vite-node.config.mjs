// The scripts that run the worker's TypeScript modules in Node (vite-node) need none of the build's plugins.
export default { configFile: false, plugins: [] };
