import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 107,
  key: "web3SandboxChallenge",
  name: "Web3 Sandbox",
  category: "Broken Access Control",
  difficulty: 1,
  tags: ["Web3"],
  description: "Find the playground where the shop's developers try out smart contracts. No menu leads there, but the shop's own code does.",
  hints: [
    "The shop's JavaScript carries the path of every page it can show, linked or not.",
    "Where would developers try a contract on a chain before it goes live? Think of a box to play in.",
  ],
  mitigationUrl: `${cheatSheets}/Attack_Surface_Analysis_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Latvia", code: "LV" },
  // The Web3 sandbox page loads this spacer; no other page does.
  paddingImage: "11px.png",
  coding: {
    hints: [
      "This is the table of every page the shop can show. Which of them is a tool for the shop's developers rather than a page for customers?",
      "A tool that deploys contracts from anyone's browser: should it be in the build that customers download at all?",
    ],
    fixes: [
      {
        edits: [{ from: 'route("web3-sandbox", "routes/web3-sandbox.tsx"),', to: 'route("sandbox-9c41f2e7", "routes/web3-sandbox.tsx"),' }],
        explanation:
          "A longer path is still a line of the route table that every browser downloads. Whoever reads the bundle finds the new path as quickly as the old one; only guessing got harder.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'route("web3-sandbox", "routes/web3-sandbox.tsx"),',
            to: 'layout("routes/signed-in.tsx", [route("web3-sandbox", "routes/web3-sandbox.tsx")]),',
          },
        ],
        explanation:
          "Asking for a sign-in asks who someone is, not whether they should have the developers' tool, and anyone may register an account. The page stays one registration away from every visitor.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'route("web3-sandbox", "routes/web3-sandbox.tsx"),',
            to: '...(import.meta.env.DEV ? [route("web3-sandbox", "routes/web3-sandbox.tsx")] : []),',
          },
        ],
        explanation:
          "The sandbox is a developer's tool, so only the development build has it: the shop that customers download has neither the route nor the page's code, and there is nothing to find.",
        correct: true,
      },
    ],
  },
});
