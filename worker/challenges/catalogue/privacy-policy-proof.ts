import { defineChallenge } from "../types";

export default defineChallenge({
  id: 103,
  key: "privacyPolicyProofChallenge",
  name: "Privacy Policy Inspection",
  category: "Security through Obscurity",
  difficulty: 3,
  tags: ["Shenanigans", "Good for Demos"],
  description: "Prove that you really read the privacy policy.",
  hints: [
    "Some words of the policy stand out a little when your pointer rests on them.",
    "Put the words that stand out together, in order, as a path on the shop's server.",
  ],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Zambia", code: "ZM" },
});
