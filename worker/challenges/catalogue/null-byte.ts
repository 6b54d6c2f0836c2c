import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 56,
  key: "nullByteChallenge",
  name: "Poison Null Byte",
  category: "Improper Input Validation",
  difficulty: 4,
  tags: ["Prerequisite"],
  description: "Get around the file server's rule that only documents may be downloaded.",
  hints: [
    "The rule looks at how the name ends. The file system looks at something else.",
    "A null byte ends a string for some, and not for others. How do you send one inside a URL?",
  ],
  mitigationUrl: `${cheatSheets}/Input_Validation_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "North Korea", code: "KP" },
});
