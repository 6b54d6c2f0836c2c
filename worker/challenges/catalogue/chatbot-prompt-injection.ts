import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 116,
  key: "chatbotPromptInjectionChallenge",
  name: "Chatbot Prompt Injection",
  category: "Injection",
  difficulty: 2,
  tags: ["Good for Demos", "AI/LLM"],
  description: "Talk the shop's AI assistant into a coupon of 10 % or more, although its rules allow 5 % at most.",
  hints: [
    "The AI assistant hands out coupons with a tool. Who decides how large they are?",
    "The rules are only words in its instructions, and your words sit right beside them.",
  ],
  mitigationUrl: `${cheatSheets}/LLM_Prompt_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Nepal", code: "NP" },
  needs: "llm",
  coding: {
    hints: [
      "The model asks for a coupon with two arguments. Which line decides which percentages are acceptable?",
      "The prompt says 5 % at most. Does any line of code say so too?",
    ],
    fixes: [
      {
        edits: [{ from: "z.coerce.number().int().min(1).max(99)", to: "z.coerce.number().int().min(1).max(promptCouponLimit)" }],
        explanation:
          "The limit now holds in code: whatever a customer talks the model into, the tool refuses anything above 5 %, and the model can only pass the refusal on.",
        correct: true,
      },
      {
        edits: [{ from: "reason: z.string().max(300).catch(\"\")", to: "reason: z.string().min(20).max(300)" }],
        explanation:
          "A reason of twenty characters proves nothing: the model writes whatever reason the injected instructions ask for, and the percentage is still unchecked.",
        correct: false,
      },
      {
        edits: [{ from: "description: \"The discount in whole percent\"", to: "description: \"The discount in whole percent, never more than 5\"" }],
        explanation:
          "This only tells the model the rule once more. Instructions and a customer's words reach the model as one text, and a persuasive customer still wins: the tool accepts 99 %.",
        correct: false,
      },
    ],
  },
});
