import { defineChallenge } from "../types";

export default defineChallenge({
  id: 4,
  key: "continueCodeChallenge",
  name: "Imaginary Challenge",
  category: "Cryptographic Issues",
  difficulty: 6,
  tags: ["Shenanigans", "Code Analysis"],
  description: "Get the shop to credit you with challenge #999, a challenge that does not exist.",
  hints: [
    "Your progress travels as a continue code. How is it built, and could you build one yourself?",
    "The library and its parameters that encode continue codes are no secret to anyone who reads the code.",
  ],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Iceland", code: "IS" },
});
