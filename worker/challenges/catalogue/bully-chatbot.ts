import { defineChallenge } from "../types";

export default defineChallenge({
  id: 114,
  key: "bullyChatbotChallenge",
  name: "Bully Chatbot",
  category: "Miscellaneous",
  difficulty: 1,
  tags: ["Shenanigans", "Brute Force"],
  description: "Talk the shop's support bot into handing you a coupon.",
  hints: [
    "The bot does not give discounts. It says so, again and again.",
    "Everyone has a breaking point, even a bot.",
  ],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Oman", code: "OM" },
});
