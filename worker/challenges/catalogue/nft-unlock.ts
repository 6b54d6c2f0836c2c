import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 101,
  key: "nftUnlockChallenge",
  name: "NFT Takeover",
  category: "Sensitive Data Exposure",
  difficulty: 2,
  tags: ["Contraption", "Good for Demos", "Web3"],
  description: "Take over the wallet that holds the shop's Pulp Pass token by unlocking it with its private key.",
  hints: [
    "A wallet's private key follows from its twelve recovery words. Has anyone in the shop been careless with theirs?",
    "Ethereum wallets derive their first account along the path m/44'/60'/0'/0/0.",
  ],
  mitigationUrl: `${cheatSheets}/Secrets_Management_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Philippines", code: "PH" },
  noVulnerableCode: "The leak is a customer's review holding their wallet's recovery words, not a line of code.",
});
