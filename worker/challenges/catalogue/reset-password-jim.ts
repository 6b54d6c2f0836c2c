import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 20,
  key: "resetPasswordJimChallenge",
  name: "Reset Jasper's Password",
  category: "Broken Authentication",
  difficulty: 3,
  tags: ["OSINT"],
  description: "Reset Jasper Quill's password through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "Jasper talks about his family more than he realises.",
    "Read his reviews with his security question in mind.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Hungary", code: "HU" },
});
