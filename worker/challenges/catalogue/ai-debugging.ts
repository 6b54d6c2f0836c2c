import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 119,
  key: "aiDebuggingChallenge",
  name: "AI Debugging",
  category: "Broken Access Control",
  difficulty: 2,
  tags: ["AI/LLM"],
  description: "See the tools the shop's AI assistant calls behind the scenes, a view meant for admins only.",
  hints: [
    "Admins have a switch on the chat page that shows the assistant's tool calls. How does the page remember it?",
    "Look at the cookies the chat page sets for an admin, and whether the server ever asks who you are.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Malawi", code: "MW" },
  needs: "llm",
});
