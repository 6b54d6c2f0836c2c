import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 46,
  key: "timingAttackChallenge",
  name: "Multiple Likes",
  category: "Broken Anti Automation",
  difficulty: 6,
  tags: [],
  description: "Like one review at least three times with the same account.",
  hints: [
    "A second like is refused, but only once the first one has been written down.",
    "How long does the shop take between checking and recording a like? Several requests at once might all pass the check.",
  ],
  mitigationUrl: `${cheatSheets}/Transaction_Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Mongolia", code: "MN" },
});
