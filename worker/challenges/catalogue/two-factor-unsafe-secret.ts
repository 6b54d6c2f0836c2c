import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 29,
  key: "twoFactorAuthUnsafeSecretStorageChallenge",
  name: "Two Factor Authentication",
  category: "Broken Authentication",
  difficulty: 5,
  tags: [],
  description: "Log in as Bruno Brezel, whose account is protected by two-factor authentication.",
  hints: [
    "The second factor is only as secret as the place its seed is kept.",
    "Read Bruno's row of the Users table, all of it.",
  ],
  mitigationUrl: `${cheatSheets}/Multifactor_Authentication_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Belarus", code: "BY" },
});
