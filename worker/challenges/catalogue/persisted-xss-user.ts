import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 19,
  key: "persistedXssUserChallenge",
  name: "Client-side XSS Protection",
  category: "XSS",
  difficulty: 3,
  tags: ["Danger Zone"],
  description: "Register a user whose email address is <code>&lt;iframe src=\"javascript:alert(`xss`)\"&gt;</code>, past the checks of the registration form.",
  hints: [
    "The form checks that an email looks like one. Only the form.",
    "Where does the shop show every user's email address to someone important?",
  ],
  mitigationUrl: `${cheatSheets}/Cross_Site_Scripting_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Afghanistan", code: "AF" },
});
