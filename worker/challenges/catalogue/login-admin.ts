import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 2,
  key: "loginAdminChallenge",
  name: "Login Admin",
  category: "Injection",
  difficulty: 2,
  tags: ["Tutorial", "Good for Demos"],
  description: "Sign in as the administrator without knowing their password.",
  hints: [
    "Type a single quote into the login form's email field and read what comes back.",
    "The email you type ends up inside the SQL query. What if part of the query stopped counting?",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: 3,
  ctfCountry: { name: "Kenya", code: "KE" },
});
