import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 41,
  key: "dlpPasswordSprayingChallenge",
  name: "Leaked Access Logs",
  category: "Observability Failures",
  difficulty: 5,
  tags: ["OSINT"],
  description: "Log in with the account whose credentials ended up in an access log that was posted where it should not have been.",
  hints: [
    "A customer once asked the shop about a strange error, and pasted what they saw.",
    "Access logs record requests, and some requests carry more than they should.",
  ],
  mitigationUrl: `${cheatSheets}/Logging_Cheat_Sheet.html`,
  tutorialOrder: null,
  noVulnerableCode: "The leak is an access log a customer pasted into a review, not a line of code.",
  ctfCountry: { name: "Cameroon", code: "CM" },
});
