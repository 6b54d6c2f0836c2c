import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 30,
  key: "passwordHashLeakChallenge",
  name: "Password Hash Leak",
  category: "Sensitive Data Exposure",
  difficulty: 2,
  tags: [],
  description: "Make the shop hand out your own password hash through an endpoint meant to tell you who you are.",
  hints: [
    "Which request does the shop make to learn who is logged in?",
    "It lets you choose the fields it returns.",
  ],
  mitigationUrl: `${cheatSheets}/Password_Storage_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "DR Congo", code: "CD" },
});
