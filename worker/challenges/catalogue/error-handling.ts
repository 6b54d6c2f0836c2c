import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 3,
  key: "errorHandlingChallenge",
  name: "Error Handling",
  category: "Security Misconfiguration",
  difficulty: 1,
  tags: ["Prerequisite"],
  description: "Make the shop fail in a way it did not plan for, so that it shows you more about its insides than it should.",
  hints: [
    "Feed an input field something that breaks the query behind it.",
    "A well-built shop answers bad input politely; this one sometimes spills its stack.",
  ],
  mitigationUrl: `${cheatSheets}/Error_Handling_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Chile", code: "CL" },
});
