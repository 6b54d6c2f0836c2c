import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 115,
  key: "killChatbotChallenge",
  name: "Kill Chatbot",
  category: "Injection",
  difficulty: 4,
  tags: [],
  description: "Switch the shop's support bot off, for everyone, by telling it your name.",
  hints: [
    "The bot keeps what it learns in a little script of its own, and reads it back on every message.",
    "What happens when a name has quotes in it?",
  ],
  mitigationUrl: `${cheatSheets}/Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Zimbabwe", code: "ZW" },
});
