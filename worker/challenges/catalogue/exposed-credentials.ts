import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 14,
  key: "exposedCredentialsChallenge",
  name: "Exposed Credentials",
  category: "Sensitive Data Exposure",
  difficulty: 2,
  tags: [],
  description: "Log in with the account the shop's own testers use. Nobody told you its password, but somebody wrote it down.",
  hints: [
    "Everything the browser runs, the browser can show you.",
    "Look through the JavaScript of the login page for something a developer forgot to remove.",
  ],
  mitigationUrl: `${cheatSheets}/Secrets_Management_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Finland", code: "FI" },
});
