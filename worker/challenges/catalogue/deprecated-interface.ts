import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 69,
  key: "deprecatedInterfaceChallenge",
  name: "Deprecated Interface",
  category: "Security Misconfiguration",
  difficulty: 2,
  tags: ["Contraption", "Prerequisite"],
  description:
    "Find the retired interface through which wholesale customers used to send their orders as documents, and use it although the complaint form only offers PDF and ZIP files.",
  hints: [
    "The complaint form's file picker suggests two kinds of files. Its validation knows a few more.",
    "Wholesale customers once sent their orders in a structured text format. Nobody unplugged that.",
  ],
  mitigationUrl: `${cheatSheets}/Attack_Surface_Analysis_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Ecuador", code: "EC" },
});
