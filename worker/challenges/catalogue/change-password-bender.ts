import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 26,
  key: "changePasswordBenderChallenge",
  name: "Change Gus's Password",
  category: "Broken Authentication",
  difficulty: 5,
  tags: [],
  description: "Change Gus Grindle's password to <code>Bl3nd-1t-4ll</code> without SQL injection and without the Forgot Password page.",
  hints: [
    "Which request changes a password, and which of its parameters can you leave out?",
    "Something other than your own fingers may have to send that request in Gus's name.",
  ],
  mitigationUrl: `${cheatSheets}/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Bangladesh", code: "BD" },
});
