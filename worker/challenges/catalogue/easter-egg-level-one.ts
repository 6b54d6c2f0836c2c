import { defineChallenge } from "../types";

export default defineChallenge({
  id: 57,
  key: "easterEggLevelOneChallenge",
  name: "Easter Egg",
  category: "Broken Access Control",
  difficulty: 4,
  tags: ["Shenanigans", "Contraption", "Good for Demos"],
  description: "Find the hidden Easter egg.",
  hints: [
    "It is on the file server, with a name that is not a document's.",
    "The poison null byte opens more than backups.",
  ],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Libya", code: "LY" },
});
