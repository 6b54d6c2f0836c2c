import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 63,
  key: "redirectChallenge",
  name: "Allowlist Bypass",
  category: "Unvalidated Redirects",
  difficulty: 4,
  tags: ["Prerequisite"],
  description: "Get the shop's /redirect to send you to a site that is not on its list of allowed links.",
  hints: [
    "Try a few targets: which ones does /redirect follow, and what do they have in common?",
    "Does the check want the target to be an allowed link, or only to contain one?",
  ],
  mitigationUrl: `${cheatSheets}/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Mauritania", code: "MR" },
  coding: {
    hints: [
      "The list itself holds only the shop's own addresses. Look at how a target is compared with them.",
      "A URL can carry another URL in its path, query or fragment without going there.",
    ],
    fixes: [
      {
        edits: [{ from: "target.includes(allowed)", to: "target.endsWith(allowed)" }],
        explanation:
          "A foreign URL can still end with an allowed one, in its query string or after a # (https://elsewhere.example/?go=https://merch…/shirts): the browser goes to elsewhere.example all the same.",
        correct: false,
      },
      {
        edits: [{ from: "target.includes(allowed)", to: "target === allowed" }],
        explanation:
          "Only an address that is on the list, character for character, is followed. Whatever is wrapped around an allowed link makes the target a different URL, and it is refused.",
        correct: true,
      },
      {
        edits: [{ from: "target.includes(allowed)", to: 'target.includes(allowed) && !target.includes("?")' }],
        explanation:
          "Banning the question mark closes one hiding place of many: the allowed link fits just as well into the path (https://elsewhere.example/https://merch…/shirts) or behind a #.",
        correct: false,
      },
      {
        edits: [{ from: "target.includes(allowed)", to: 'target.startsWith("https://") && target.includes(allowed)' }],
        explanation:
          "Insisting on https says nothing about the host: https://elsewhere.example/?to=https://merch…/shirts is an https URL that contains an allowed link, and it leaves the shop.",
        correct: false,
      },
    ],
  },
});
