import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 15,
  key: "oauthUserPasswordChallenge",
  name: "Login Hektor",
  category: "Broken Authentication",
  difficulty: 4,
  tags: ["Code Analysis"],
  description: "Log in with Hektor Pressmann's third-party account (hektor.pressmann@pulpmail.example) using its password, not the third-party sign-in.",
  hints: [
    "Accounts made by the third-party sign-in need a password too. Who picks it?",
    "The sign-in page's code builds that password from something it already knows.",
  ],
  mitigationUrl: `${cheatSheets}/OAuth2_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Austria", code: "AT" },
});
