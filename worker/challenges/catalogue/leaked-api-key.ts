import { namesAny } from "../report-terms";
import { cheatSheets, defineChallenge } from "../types";

/** The key the QA bot's screenshot tool wrote into its pictures. */
export const leakedApiKey = "sqz_live_7Hn2Qd9WkX4pLm8RtV3cYb6Z";

export default defineChallenge({
  id: 87,
  key: "leakedApiKeyChallenge",
  name: "Leaked API Key",
  category: "Sensitive Data Exposure",
  difficulty: 5,
  tags: [],
  description: "Find the API key that one of the shop's automations leaked, and report it so it can be revoked.",
  hints: [
    "Not everyone on the photo wall is a person.",
    "Tools that make pictures like to sign them, sometimes with too much detail.",
  ],
  mitigationUrl: `${cheatSheets}/Secrets_Management_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "United States", code: "US" },
  noVulnerableCode: "The key leaked into a picture's metadata, not into a line of code.",
  reportedIn: namesAny(leakedApiKey),
});
