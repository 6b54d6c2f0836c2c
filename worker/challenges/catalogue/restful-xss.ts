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
  coding: {
    hints: [
      "Everything in this dialog comes from the API. Which part of it reaches the page as markup?",
      "React escapes what it renders, unless it is told not to.",
    ],
    fixes: [
      {
        edits: [{ from: "__html: product.description", to: '__html: product.description.replace(/<script[\\s\\S]*?<\\/script>/gi, "")' }],
        explanation:
          "Script elements inserted as HTML never run in the first place. What does run is an iframe with a javascript: source or an image with an onerror handler, and those pass untouched.",
        correct: false,
      },
      {
        edits: [{ from: "__html: product.description", to: '__html: product.description.replace(/javascript:/gi, "")' }],
        explanation:
          "An image with an onerror handler needs no javascript: address, and the browser decodes character references in attributes before reading them: java&#115;cript: slips past the pattern and still runs.",
        correct: false,
      },
      {
        edits: [{ from: "__html: product.description", to: '__html: product.description.replace(/\\son\\w+\\s*=/gi, " data-removed=")' }],
        explanation:
          "Event handlers are one way in. An iframe or a link whose address is javascript: runs without any of them, and that is exactly the payload this challenge stores.",
        correct: false,
      },
      {
        edits: [
          {
            from: "__html: product.description",
            to: '__html: DOMPurify.sanitize(product.description, { ALLOWED_TAGS: ["a", "em", "strong", "br"], ALLOWED_ATTR: ["href"] })',
          },
        ],
        explanation:
          "An allowlist sanitizer parses the description as the browser will, keeps the few tags descriptions use (emphasis, links) and drops the rest: no iframe, no event handler, and DOMPurify lets a link keep its href only when the address is not script.",
        correct: true,
      },
    ],
  },
});
