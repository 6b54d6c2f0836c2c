import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 52,
  key: "changeProductChallenge",
  name: "Product Tampering",
  category: "Broken Access Control",
  difficulty: 3,
  tags: [],
  description: "Change the link in the description of the <em>Hand Juicer Pro</em> so that it points to <code>https://squeeze.test/pulped-deal</code> instead.",
  hints: [
    "Products have an address in the API. What else can you do to an address than read it?",
    "Nobody asks who you are when a product is changed.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Slovenia", code: "SI" },
});
