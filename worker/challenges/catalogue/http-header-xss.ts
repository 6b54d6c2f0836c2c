import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 33,
  key: "httpHeaderXssChallenge",
  name: "HTTP-Header XSS",
  category: "XSS",
  difficulty: 4,
  tags: ["Danger Zone"],
  description: "Make the shop show <code>&lt;iframe src=\"javascript:alert(`xss`)\"&gt;</code> as your last login IP address.",
  hints: [
    "How does the shop learn your IP address when you log out?",
    "Some proxies tell the server who the client really is. The shop believes them.",
  ],
  mitigationUrl: `${cheatSheets}/Cross_Site_Scripting_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Italy", code: "IT" },
});
