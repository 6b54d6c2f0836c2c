import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 10,
  key: "loginBenderChallenge",
  name: "Login Gus",
  category: "Injection",
  difficulty: 3,
  tags: ["Tutorial"],
  description: "Log in with the account of Gus Grindle, who blends everything he can get his hands on.",
  hints: [
    "The same trick that works for one customer works for the next.",
    "Gus's address shows up next to his reviews.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Brazil", code: "BR" },
});
