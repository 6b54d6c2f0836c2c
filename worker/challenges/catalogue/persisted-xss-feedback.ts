import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 78,
  key: "persistedXssFeedbackChallenge",
  name: "Server-side XSS Protection",
  category: "XSS",
  difficulty: 4,
  tags: ["Danger Zone"],
  description:
    'Get markup that runs script, such as <code>&lt;img src=x onerror="alert(`xss`)"&gt;</code>, past the server\'s sanitizer into stored customer feedback.',
  hints: [
    "The feedback sanitizer removes tags it does not like. How many times does it look?",
    "What is left after a tag is cut out of the middle of another one?",
  ],
  mitigationUrl: `${cheatSheets}/Cross_Site_Scripting_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "South Sudan", code: "SS" },
});
