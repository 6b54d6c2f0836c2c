import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 22,
  key: "resetPasswordBjoernChallenge",
  name: "Reset Hektor's Password",
  category: "Broken Authentication",
  difficulty: 5,
  tags: ["OSINT"],
  description: "Reset the password of Hektor Pressmann's shop account through the Forgot Password page, with the true answer to his security question.",
  hints: [
    "The founder's past is part of the shop's own paperwork.",
    "Read the shop's legal documents as a biography.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Germany", code: "DE" },
});
