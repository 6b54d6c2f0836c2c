import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 11,
  key: "ghostLoginChallenge",
  name: "GDPR Data Erasure",
  category: "Broken Authentication",
  difficulty: 3,
  tags: [],
  description: "Log in with the account of Wilma Wisp, a customer who asked the shop to erase her and was told it had.",
  hints: [
    "An erased account that can still be found was never really erased.",
    "The login query skips erased users with one condition. Conditions can be commented out.",
  ],
  mitigationUrl: `${cheatSheets}/User_Privacy_Protection_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Ireland", code: "IE" },
});
