import { cheatSheets, defineChallenge } from "../types";

const check = 'require(claimed[msg.sender] < perWallet, "This wallet has had its share.");';

export default defineChallenge({
  id: 108,
  key: "nftMintChallenge",
  name: "Mint the Honey Pot",
  category: "Improper Input Validation",
  difficulty: 3,
  tags: ["Web3"],
  description:
    "Mint a Honey Pot in the Bee Haven. A jar costs 100 PULP, and the faucet gives each wallet no more than 10. Or so the page says.",
  hints: [
    "The Bee Haven shows the source of the contracts it runs. Read the faucet's claim function closely.",
    "The page will not let you ask the faucet for more than 10 PULP. The page is not the contract.",
  ],
  mitigationUrl: `${cheatSheets}/Input_Validation_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Slovenia", code: "SI" },
  coding: {
    hints: [
      "The faucet promises at most 10 PULP per wallet. Find the line that is supposed to keep that promise.",
      "That check reads what the wallet claimed before. What about the amount it asks for now?",
    ],
    fixes: [
      {
        edits: [{ from: 'require(amount > 0, "Claim at least a little PULP.");', to: 'require(amount > 0 && amount <= perWallet, "Claim at most 10 PULP at a time.");' }],
        explanation:
          "This caps one claim, not the total. A wallet that claims 9.9 PULP has claimed less than 10, so its next claim may take another 10: nearly 20 in all, twice the promise, and the cap still ignores the sum.",
        correct: false,
      },
      {
        edits: [{ from: check, to: 'require(msg.sender == tx.origin && claimed[msg.sender] < perWallet, "This wallet has had its share.");' }],
        explanation:
          "Turning contracts away says nothing about the amount. Any wallet can still send one transaction that asks for a million PULP, and the check lets it through as before.",
        correct: false,
      },
      {
        edits: [{ from: check, to: 'require(claimed[msg.sender] + amount <= perWallet, "This wallet has had its share.");' }],
        explanation:
          "The check now looks at what the wallet will have claimed after this claim, the only number the promise is about. No claim, single or repeated, takes a wallet past 10 PULP, and Solidity's checked arithmetic refuses an amount so large that the sum would overflow.",
        correct: true,
      },
      {
        edits: [{ from: "claimed[msg.sender] += amount;", to: "claimed[msg.sender] = perWallet; // one claim per wallet" }],
        explanation:
          "Marking the wallet as done after its first claim stops a second one, but the first may already ask for any amount: the check that runs before it still ignores what is asked for.",
        correct: false,
      },
    ],
  },
});
