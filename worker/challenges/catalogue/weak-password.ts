import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 13,
  key: "weakPasswordChallenge",
  name: "Password Strength",
  category: "Broken Authentication",
  difficulty: 2,
  tags: ["Brute Force", "Tutorial"],
  description: "Log in with the administrator's email address and real password, without SQL injection and without changing the password first.",
  hints: [
    "Administrators are people too, and people pick passwords they can remember.",
    "Try the passwords that top every list of the most common ones.",
  ],
  mitigationUrl: `${cheatSheets}/Authentication_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Canada", code: "CA" },
});
