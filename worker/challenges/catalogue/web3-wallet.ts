import { defineChallenge } from "../types";

const payFirst = [
  '(bool paid, ) = msg.sender.call{value: amount}("");',
  '        require(paid, "The payment failed.");',
  "        balanceOf[msg.sender] = balance - amount;",
].join("\n");

export default defineChallenge({
  id: 109,
  key: "web3WalletChallenge",
  name: "Wallet Depletion",
  category: "Miscellaneous",
  difficulty: 6,
  tags: ["Web3"],
  description: "Withdraw more ether from the Squeeze Vault than you ever put in.",
  hints: [
    "The vault publishes its source. Look at the order in which withdraw does its three things.",
    "When the vault pays a contract, that contract's code runs before withdraw has finished. The shop's contract sandbox has a ready-made contract that can act when it is paid.",
  ],
  mitigationUrl: "https://owasp.org/www-project-smart-contract-top-10/",
  tutorialOrder: null,
  ctfCountry: { name: "Luxembourg", code: "LU" },
  coding: {
    hints: [
      "Follow withdraw line by line, and ask at each one: who else's code can run here?",
      "The balance is written back after the payment, from a value read before it. What if withdraw is called again while the payment is under way?",
    ],
    fixes: [
      {
        edits: [{ from: '(bool paid, ) = msg.sender.call{value: amount}("");', to: '(bool paid, ) = msg.sender.call{value: amount, gas: 100_000}("");' }],
        explanation:
          "Capping the gas the payment forwards leaves plenty for a contract to call withdraw once more, and that call forwards gas of its own. The balance is still booked after the payment, from a stale value.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'require(amount > 0 && amount <= balance, "You cannot withdraw more than you saved.");',
            to: 'require(amount > 0 && amount <= balance && amount <= address(this).balance, "You cannot withdraw more than you saved.");',
          },
        ],
        explanation:
          "The vault holds everyone's savings, so it almost always has the amount: this check passes on every reentrant call until the vault is empty, which is the attack's own stopping point anyway.",
        correct: false,
      },
      {
        edits: [{ from: payFirst, to: ['balanceOf[msg.sender] = balance - amount;', '        (bool paid, ) = msg.sender.call{value: amount}("");', '        require(paid, "The payment failed.");'].join("\n") }],
        explanation:
          "Checks, then effects, then interactions: the withdrawal is booked before anyone is paid. A reentrant call now finds the lowered balance and is refused, and if the payment fails, the require undoes the booking with the rest of the call.",
        correct: true,
      },
      {
        edits: [{ from: "function withdraw(uint256 amount) external {", to: "function withdraw(uint256 amount) external {\n        require(amount <= 1 ether, \"At most 1 ether per withdrawal.\");" }],
        explanation:
          "A limit per call limits nothing when the calls nest: each reentrant withdrawal takes its ether, every one of them sees the same untouched balance, and the vault empties one ether at a time.",
        correct: false,
      },
    ],
  },
});
