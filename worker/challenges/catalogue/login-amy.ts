import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 40,
  key: "loginAmyChallenge",
  name: "Login Amelia",
  category: "Sensitive Data Exposure",
  difficulty: 3,
  tags: ["OSINT"],
  description: "Log in with Amelia Fennel's account. She follows advice on strong passwords to the letter.",
  hints: [
    "Amelia read that a long password is a strong one, whatever it is made of.",
    "Someone in the shop gave her that advice where everyone could read it.",
  ],
  mitigationUrl: `${cheatSheets}/Authentication_Cheat_Sheet.html`,
  tutorialOrder: null,
  noVulnerableCode: "The weakness is a person's choice of password, not a line of code.",
  ctfCountry: { name: "United Kingdom", code: "GB" },
});
