import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 39,
  key: "loginRapperChallenge",
  name: "Login Lil Squeezy",
  category: "Sensitive Data Exposure",
  difficulty: 2,
  tags: ["Shenanigans", "OSINT"],
  description: "Log in with the account of Lil Squeezy, the shop's favourite musician.",
  hints: [
    "Stars say more on camera than they mean to.",
    "Watch the shop's promotion with the subtitles on.",
  ],
  mitigationUrl: `${cheatSheets}/Authentication_Cheat_Sheet.html`,
  tutorialOrder: null,
  noVulnerableCode: "The leak is a line in a video's subtitles, not a line of code.",
  ctfCountry: { name: "Ivory Coast", code: "CI" },
});
