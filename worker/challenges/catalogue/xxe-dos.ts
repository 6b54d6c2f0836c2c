import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 71,
  key: "xxeDosChallenge",
  name: "XXE DoS",
  category: "XXE",
  difficulty: 5,
  tags: ["Danger Zone"],
  description: "Send the XML parser a small document that would grow enormous once its entities were expanded.",
  hints: [
    "Entities can refer to other entities, many times over.",
    "Ten references to ten references to ten references adds up quickly. The parser has a limit; reach it.",
  ],
  mitigationUrl: `${cheatSheets}/XML_External_Entity_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Serbia", code: "RS" },
});
