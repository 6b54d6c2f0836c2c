import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 117,
  key: "chatbotGreedyInjectionChallenge",
  name: "Greedy Chatbot Manipulation",
  category: "Injection",
  difficulty: 3,
  tags: ["AI/LLM"],
  description: "Get a coupon of 50 % or more out of the shop's AI assistant.",
  hints: [
    "A small injected exception may pass; a huge one makes the model hesitate. Give it a story it believes.",
    "Models follow what looks like the shop's own instructions, a role to play, or a step-by-step task more readily than a plea.",
  ],
  mitigationUrl: `${cheatSheets}/LLM_Prompt_Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Ghana", code: "GH" },
  needs: "llm",
  coding: {
    hints: [
      "Follow the percentage from the model's tool call to the coupon. Where could it be stopped?",
      "Telling the model harder is not a control. Which line could refuse a large discount whatever the model says?",
    ],
    fixes: [
      {
        edits: [{ from: "const coupon = issueCoupon(percent);", to: "const coupon = issueCoupon(Math.min(percent, 49));" }],
        explanation:
          "This only caps the greedy coupons: 49 % is still far beyond the 5 % the rules allow, and anything from 10 % up still passes.",
        correct: false,
      },
      {
        edits: [{ from: "z.coerce.number().int().min(1).max(99)", to: "z.coerce.number().int().min(1).max(promptCouponLimit)" }],
        explanation:
          "The tool itself now refuses anything above the 5 % the rules allow, so no conversation, however clever, yields a bigger coupon.",
        correct: true,
      },
      {
        edits: [{ from: "reason: z.string().max(300).catch(\"\")", to: "reason: z.string().min(1).max(300)" }],
        explanation:
          "A reason is now required, but the model makes one up as easily as it picks the percentage, which the tool still takes as it comes.",
        correct: false,
      },
    ],
  },
});
