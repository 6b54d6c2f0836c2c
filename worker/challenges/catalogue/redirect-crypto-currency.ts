import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 62,
  key: "redirectCryptoCurrencyChallenge",
  name: "Outdated Allowlist",
  category: "Unvalidated Redirects",
  difficulty: 1,
  tags: ["Code Analysis"],
  description: "Get the shop to send you to one of the donation addresses it no longer promotes.",
  hints: [
    "The payment page still carries its old donation links, even though their buttons are switched off.",
    "External links go through the shop's own /redirect, which only follows addresses on a list.",
  ],
  mitigationUrl: `${cheatSheets}/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Malaysia", code: "MY" },
});
