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
    "The feedback sanitizer is a well-known library, in a rather old release. Which one, and what was fixed since?",
    "It removes a script element together with its text, once. What is left when one sits in the middle of another tag?",
  ],
  mitigationUrl: `${cheatSheets}/Cross_Site_Scripting_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "South Sudan", code: "SS" },
});
