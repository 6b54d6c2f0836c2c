import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 72,
  key: "yamlBombChallenge",
  name: "Memory Bomb",
  category: "Insecure Deserialization",
  difficulty: 5,
  tags: ["Danger Zone"],
  description: "Send the shop a small YAML document that would need a huge amount of memory once it is read.",
  hints: [
    "YAML can name a node with an anchor and repeat it elsewhere with an alias.",
    "Aliases of lists of aliases of lists of aliases: each level multiplies the last.",
  ],
  mitigationUrl: `${cheatSheets}/Deserialization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Russia", code: "RU" },
});
