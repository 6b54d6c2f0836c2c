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
  ctfCountry: { name: "Slovakia", code: "SK" },
});
