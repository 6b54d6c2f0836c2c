import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 18,
  key: "emptyUserRegistration",
  name: "Empty User Registration",
  category: "Improper Input Validation",
  difficulty: 2,
  tags: [],
  description: "Register a user with an empty email address and an empty password.",
  hints: [
    "The form insists on both. The API decides for itself.",
    "Leave out what would have caught the empty password.",
  ],
  mitigationUrl: `${cheatSheets}/Input_Validation_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Greece", code: "GR" },
});
