import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 23,
  key: "resetPasswordBjoernOwaspChallenge",
  name: "Hektor's First Concert",
  category: "Broken Authentication",
  difficulty: 3,
  tags: ["OSINT"],
  description: "Reset the password of the Pressmann Foundation's account through the Forgot Password page, with the true answer to its security question.",
  hints: [
    "The foundation's account belongs to the same man as the shop.",
    "Somewhere in the shop he looks back fondly on a night of loud music.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Netherlands", code: "NL" },
});
