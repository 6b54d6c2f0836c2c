import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 9,
  key: "loginJimChallenge",
  name: "Login Jim",
  category: "Injection",
  difficulty: 3,
  tags: ["Tutorial"],
  description: "Log in with the account of Jasper Quill, the shop's most loyal smoothie collector.",
  hints: [
    "You do not need Jasper's password if the login query can be told to stop reading after his email address.",
    "His email address is easy to find: he writes a lot of product reviews.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Japan", code: "JP" },
});
