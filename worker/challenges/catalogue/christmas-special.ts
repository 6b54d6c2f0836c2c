import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 95,
  key: "christmasSpecialChallenge",
  name: "Christmas Special",
  category: "Injection",
  difficulty: 4,
  tags: [],
  description: "Order the festive special of the 2014 holiday campaign, which the shop withdrew long ago.",
  hints: [
    "Withdrawn products are hidden from the shop's lists, not deleted from its database.",
    "The product search can be talked into showing what it normally hides. Once you know the product's id, the basket will take it.",
  ],
  mitigationUrl: `${cheatSheets}/SQL_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "New Zealand", code: "NZ" },
});
