import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 51,
  key: "restfulXssChallenge",
  name: "API-only XSS",
  category: "XSS",
  difficulty: 3,
  tags: ["Danger Zone"],
  description: "Store <code>&lt;iframe src=\"javascript:alert(`xss`)\"&gt;</code> in a product's description, without using the shop's pages.",
  hints: [
    "The shop's pages only read products. Does the API only read them too?",
    "Try the other HTTP methods on a product's address.",
  ],
  mitigationUrl: `${cheatSheets}/REST_Security_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Croatia", code: "HR" },
});
