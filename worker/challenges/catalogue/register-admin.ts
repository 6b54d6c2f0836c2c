import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 16,
  key: "registerAdminChallenge",
  name: "Admin Registration",
  category: "Improper Input Validation",
  difficulty: 3,
  tags: [],
  description: "Register a new user who is an administrator from the very first login.",
  hints: [
    "Look at what the registration form sends, and at what a user record holds.",
    "The server copies more of your request into the new user than the form ever sends.",
  ],
  mitigationUrl: `${cheatSheets}/Mass_Assignment_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Mexico", code: "MX" },
});
