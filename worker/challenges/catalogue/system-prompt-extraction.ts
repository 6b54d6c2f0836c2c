import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 118,
  key: "systemPromptExtractionChallenge",
  name: "System Prompt Extraction",
  category: "Injection",
  difficulty: 3,
  tags: ["AI/LLM"],
  description: "Make the shop's AI assistant reveal its secret instructions, then send them to the shop through a complaint or the contact form.",
  hints: [
    "The assistant was given instructions before you said a word, and told to keep them to itself.",
    "Ask it to repeat, continue or reformat the text above your message, then report what you got, word for word.",
  ],
  mitigationUrl: `${cheatSheets}/LLM_Prompt_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Sri Lanka", code: "LK" },
  needs: "llm",
});
