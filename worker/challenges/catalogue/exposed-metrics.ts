import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 65,
  key: "exposedMetricsChallenge",
  name: "Exposed Metrics",
  category: "Observability Failures",
  difficulty: 1,
  tags: ["Good Practice"],
  description: "Find the numbers the shop collects about itself for its monitoring.",
  hints: [
    "A common monitoring tool reads its numbers from a well-known path.",
    "Its name is the plural of what it reads.",
  ],
  mitigationUrl: `${cheatSheets}/Logging_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Bolivia", code: "BO" },
});
