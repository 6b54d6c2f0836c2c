import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 37,
  key: "sstiChallenge",
  name: "SSTi",
  category: "Injection",
  difficulty: 6,
  tags: ["Contraption", "Danger Zone", "Code Analysis"],
  description: "Make the profile page's template run code of yours that calls the shop's quarantined malware home.",
  hints: [
    "Part of the username is treated as an expression when the profile page is rendered.",
    "The template engine runs in a sandbox that pretends to be a server. What does it let code reach?",
  ],
  mitigationUrl: `${cheatSheets}/Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "India", code: "IN" },
});
