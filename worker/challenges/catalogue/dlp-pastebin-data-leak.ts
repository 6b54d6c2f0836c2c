import { allOf, namesAny } from "../report-terms";
import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 86,
  key: "dlpPastebinDataLeakChallenge",
  name: "Leaked Unsafe Product",
  category: "Sensitive Data Exposure",
  difficulty: 4,
  tags: ["Shenanigans", "OSINT"],
  description: "Find out what really went into the product the shop withdrew, and tell the shop its two dangerous ingredients.",
  hints: [
    "The withdrawn product's description says less than its recipe.",
    "Staff photos show more of the kitchen than they meant to.",
  ],
  mitigationUrl: `${cheatSheets}/Secrets_Management_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Ukraine", code: "UA" },
  noVulnerableCode: "The recipe leaked through a photo on the photo wall, not through a line of code.",
  reportedIn: allOf(namesAny("foxglove"), namesAny("rhubarb leaf", "rhubarb leaves")),
});
