import { runsScript } from "../../lib/markup";
import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 6,
  key: "localXssChallenge",
  name: "DOM XSS",
  category: "XSS",
  difficulty: 1,
  tags: ["Tutorial", "Good for Demos"],
  description: 'Run a DOM XSS attack with <code>&lt;iframe src="javascript:alert(`xss`)"&gt;</code>.',
  hints: [
    "Look for a page that writes what you typed back into itself.",
    "The search results heading trusts its input a little too much.",
  ],
  mitigationUrl: `${cheatSheets}/DOM_based_XSS_Prevention_Cheat_Sheet.html`,
  tutorialOrder: 2,
  ctfCountry: { name: "Morocco", code: "MA" },
  // The search page reports its search text after writing it into the page as HTML.
  browserCheck: {
    report: "verifyLocalXssChallenge",
    verify: (searchText) => typeof searchText === "string" && runsScript(searchText),
  },
});
