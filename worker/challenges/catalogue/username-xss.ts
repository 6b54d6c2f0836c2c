import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 36,
  key: "usernameXssChallenge",
  name: "CSP Bypass",
  category: "XSS",
  difficulty: 4,
  tags: ["Danger Zone"],
  description: "Make the profile page run <code>&lt;script&gt;alert(`xss`)&lt;/script&gt;</code>, though its Content Security Policy forbids inline scripts.",
  hints: [
    "The username is cleaned before it is shown, but only once.",
    "The policy of the page is built from something you control too.",
  ],
  mitigationUrl: `${cheatSheets}/Content_Security_Policy_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Republic of the Congo", code: "CG" },
});
