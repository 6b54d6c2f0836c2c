import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 25,
  key: "resetPasswordUvoginChallenge",
  name: "Reset Oleander's Password",
  category: "Sensitive Data Exposure",
  difficulty: 4,
  tags: ["OSINT"],
  description: "Reset Oleander Vasko's password through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "Oleander cannot stop quoting his favourite film.",
    "Listen for a film title in what he writes.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Poland", code: "PL" },
});
