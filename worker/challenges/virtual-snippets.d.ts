/** Written at build time by scripts/vite-plugins.mjs (codeSnippets): every fenced key's snippet. */
declare module "virtual:squeeze-snippets" {
  const snippets: Readonly<Record<string, import("./snippet-markers").Snippet>>;
  export default snippets;
}
