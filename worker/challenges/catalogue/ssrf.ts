import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 35,
  key: "ssrfChallenge",
  name: "SSRF",
  category: "Broken Access Control",
  difficulty: 6,
  tags: ["Code Analysis"],
  description: "Make the shop request a hidden address of its own on your behalf, the one a piece of malware in the shop's files would have called.",
  hints: [
    "The profile page can fetch a picture from a link you give it.",
    "The malware is in quarantine, in the shop's files. What would it have called, and with which key?",
  ],
  mitigationUrl: `${cheatSheets}/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Central African Republic", code: "CF" },
});
