import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 13,
  key: "weakPasswordChallenge",
  name: "Password Strength",
  category: "Broken Authentication",
  difficulty: 2,
  tags: ["Brute Force", "Tutorial"],
  description: "Log in with the administrator's email address and real password, without SQL injection and without changing the password first.",
  hints: [
    "Administrators are people too, and people pick passwords they can remember.",
    "Try the passwords that top every list of the most common ones.",
  ],
  mitigationUrl: `${cheatSheets}/Authentication_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Canada", code: "CA" },
  coding: {
    hints: [
      "Which of these values would an attacker try first, knowing nothing about the shop?",
      "Lists of leaked passwords are sorted by how many people chose each one.",
    ],
    fixes: [
      {
        edits: [{ from: 'password: "admin1234",', to: 'password: "Admin1234!",' }],
        explanation:
          "A capital first, a symbol at the end: that is how most people meet composition rules, so cracking tools try exactly these variants of every listed password first. It falls within minutes of a guessing run.",
        correct: false,
      },
      {
        edits: [{ from: 'password: "admin1234",', to: 'password: "squeeze-admin-2026",' }],
        explanation:
          "Longer, but made of what anyone knows: the shop's name, the account's role and the year. Targeted guessing starts with exactly those words and joins them in every order.",
        correct: false,
      },
      {
        edits: [{ from: 'password: "admin1234",', to: 'password: "nimda4321",' }],
        explanation:
          "Reversing a word is one of the standard rules that crackers apply to every entry of their lists: admin1234 backwards is found as quickly as admin1234.",
        correct: false,
      },
      {
        edits: [{ from: 'password: "admin1234",', to: "password: crypto.randomUUID(), // made when the shop is set up, shown once to its owner" }],
        explanation:
          "A password nobody chose is on no list: 122 random bits are out of reach of any guessing, and since it is made when the shop is set up, no copy of the source holds it either. The owner reads it once and keeps it in a password manager.",
        correct: true,
      },
    ],
  },
});
