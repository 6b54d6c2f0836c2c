import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 17,
  key: "passwordRepeatChallenge",
  name: "Repetitive Registration",
  category: "Improper Input Validation",
  difficulty: 1,
  tags: [],
  description: "Register a user whose repeated password does not match the password (or is missing altogether).",
  hints: [
    "The registration form refuses a mismatch. Does the server?",
    "Send the registration request yourself.",
  ],
  mitigationUrl: `${cheatSheets}/Input_Validation_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Denmark", code: "DK" },
});
