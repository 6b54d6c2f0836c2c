import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 64,
  key: "tokenSaleChallenge",
  name: "Blockchain Hype",
  category: "Security through Obscurity",
  difficulty: 5,
  tags: ["Contraption", "Code Analysis", "Web3"],
  description: "Find the page of the shop's coin offering before it is announced.",
  hints: [
    "The shop's code knows every page, even one it does not name plainly.",
    "One route is matched by a function that does its best not to be read.",
  ],
  mitigationUrl: `${cheatSheets}/Attack_Surface_Analysis_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Panama", code: "PA" },
});
