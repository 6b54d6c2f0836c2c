import { cheatSheets, defineChallenge } from "../types";

/** The payload the description asks for. */
export const reflectedXssPayload = '<iframe src="javascript:alert(`xss`)">';

export default defineChallenge({
  id: 47,
  key: "reflectedXssChallenge",
  name: "Reflected XSS",
  category: "XSS",
  difficulty: 2,
  tags: ["Tutorial", "Danger Zone", "Good for Demos"],
  description: 'Run a reflected XSS attack with <code>&lt;iframe src="javascript:alert(`xss`)"&gt;</code>.',
  hints: [
    "Find a page that shows a value from its own address back to you after asking the server about it.",
    "Order tracking repeats the order id it was asked for, whether or not such an order exists.",
  ],
  mitigationUrl: `${cheatSheets}/Cross_Site_Scripting_Prevention_Cheat_Sheet.html`,
  tutorialOrder: 8,
  ctfCountry: { name: "Guinea", code: "GN" },
});
