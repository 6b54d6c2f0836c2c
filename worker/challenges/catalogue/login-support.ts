import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 38,
  key: "loginSupportChallenge",
  name: "Login Support Team",
  category: "Security Misconfiguration",
  difficulty: 6,
  tags: ["Brute Force", "Code Analysis"],
  description: "Log in with the support team's account, whose password is kept in a password database that ended up somewhere it should not.",
  hints: [
    "The shop's file server holds more than it should.",
    "A password database is only as strong as its master password, and the support team likes its passwords the way the shop tells it to.",
  ],
  mitigationUrl: `${cheatSheets}/Password_Storage_Cheat_Sheet.html`,
  tutorialOrder: null,
  noVulnerableCode: "The leak is a file that should never have reached the file server, not a line of code.",
  ctfCountry: { name: "Sweden", code: "SE" },
});
