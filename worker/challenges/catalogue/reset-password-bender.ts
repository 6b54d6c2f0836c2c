import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 21,
  key: "resetPasswordBenderChallenge",
  name: "Reset Gus's Password",
  category: "Broken Authentication",
  difficulty: 4,
  tags: ["OSINT"],
  description: "Reset Gus Grindle's password through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "Gus is proud of where he comes from, and says so where everybody can read it.",
    "His security question asks about his first wage.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Argentina", code: "AR" },
});
