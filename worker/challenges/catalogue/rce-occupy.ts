import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 106,
  key: "rceOccupyChallenge",
  name: "Successful RCE DoS",
  category: "Insecure Deserialization",
  difficulty: 6,
  tags: ["Danger Zone"],
  description:
    "Keep the wholesale order interface busy with code that does finish, just long enough past the point where an ordinary order would long be done, and without tripping the safety net that stops endless code.",
  hints: [
    "The same order interface as the blocked one, but this time the code has to end on its own.",
    "Pick work whose cost you can turn up step by step: a loop with a bound, or a regular expression that backtracks.",
    "Too little and it is just an order; too much and the safety net stops it. Double the work until you land in between.",
  ],
  mitigationUrl: `${cheatSheets}/Denial_of_Service_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Netherlands", code: "NL" },
});
