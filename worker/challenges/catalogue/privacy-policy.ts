import { defineChallenge } from "../types";

export default defineChallenge({
  id: 102,
  key: "privacyPolicyChallenge",
  name: "Privacy Policy",
  category: "Miscellaneous",
  difficulty: 1,
  tags: ["Good Practice", "Tutorial", "Good for Demos"],
  description: "Read the shop's privacy policy.",
  hints: ["Log in, open the account menu and look under privacy and security."],
  mitigationUrl: null,
  tutorialOrder: 4,
  ctfCountry: { name: "Senegal", code: "SN" },
  // The privacy policy page loads this spacer; no other page does.
  paddingImage: "81px.png",
  noVulnerableCode: "Reading the privacy policy is good practice, not a flaw.",
});
