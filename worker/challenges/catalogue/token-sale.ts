import { cheatSheets, defineChallenge } from "../types";

/** The fallback route's scrambled path and its matcher, as the snippet shows them. */
const scrambledMatcher = [
  "const w = [0x2a, 0x11, 0x5c, 0x07, 0x33];",
  "const s = [89, 99, 44, 51, 83, 84, 140, 78, 129, 91, 105, 158, 93, 81, 132, 118, 174];",
  "export const offeringMatcher = (p: string) =>",
  "  p.length === s.length && [...p].every((c, i) => (c.charCodeAt(0) ^ w[i % w.length]!) + i * 3 === s[i]);",
].join("\n");

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
  ctfCountry: { name: "Mozambique", code: "MZ" },
  // The coin offering's page loads this spacer; no other page does.
  paddingImage: "56px.png",
  coding: {
    hints: [
      "Numbers that only make sense after an XOR are a path in disguise. Which lines turn them back into one?",
      "Once someone knows that path, what else stands between them and the page?",
    ],
    fixes: [
      {
        edits: [
          {
            from: scrambledMatcher,
            to: 'import { offeringMatcher } from "../lib/offering.server"; // the matcher never reaches a browser',
          },
        ],
        explanation:
          "The path no longer ships, which is better, but it is still the only lock. Whoever learns it (a leaked link, an early post, a lucky guess) sees the page before its launch.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'if (offeringMatcher(params["*"] ?? ""))',
            to: 'if (offeringMatcher(params["*"] ?? "") && (await context.api.isSignedIn(request)))',
          },
        ],
        explanation:
          "Signing in asks who you are, not whether the sale has started, and anyone can register. The scrambled path is still readable in the bundle, now with one more step behind it.",
        correct: false,
      },
      {
        edits: [
          {
            from: scrambledMatcher,
            to: 'const offeringPath = "coin-offering";\nconst offeringLaunch = Date.parse("2027-03-01T09:00:00Z"); // the day it is announced',
          },
          {
            from: 'if (offeringMatcher(params["*"] ?? ""))',
            to: 'if (params["*"] === offeringPath && Date.now() >= offeringLaunch)',
          },
        ],
        explanation:
          "A path cannot be kept secret from the browser that needs it, so it stops trying: the loader, which runs on the server, serves the page only once the launch has come. Before that, knowing the path gets you the product search.",
        correct: true,
      },
    ],
  },
});
