import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 24,
  key: "resetPasswordMortyChallenge",
  name: "Reset Milo's Password",
  category: "Broken Anti Automation",
  difficulty: 5,
  tags: ["OSINT", "Brute Force"],
  description: "Reset Milo Tangelo's password through the Forgot Password page, with the true answer to his security question, however he spelled it.",
  hints: [
    "Milo's first pet is no secret, but the way he writes its name might be.",
    "Trying variants by hand is slow, and the shop counts your tries. By what does it tell you apart from others?",
  ],
  mitigationUrl: `${cheatSheets}/Credential_Stuffing_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Portugal", code: "PT" },
});
