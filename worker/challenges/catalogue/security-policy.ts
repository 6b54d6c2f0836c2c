import { defineChallenge } from "../types";

export default defineChallenge({
  id: 66,
  key: "securityPolicyChallenge",
  name: "Security Policy",
  category: "Miscellaneous",
  difficulty: 2,
  tags: ["Good Practice"],
  description: "Do what every ethical hacker does before the first probe: find out how this shop wants to hear about the holes you find.",
  hints: [
    "Many sites publish how to report a vulnerability, in a plain text file at a standard place.",
    "The standard is RFC 9116, and the place is under a folder whose name says it is well known.",
  ],
  mitigationUrl: "https://www.rfc-editor.org/rfc/rfc9116",
  tutorialOrder: null,
  ctfCountry: { name: "Nigeria", code: "NG" },
  noVulnerableCode: "Publishing a security policy is good practice; the challenge is reading it before probing.",
});
