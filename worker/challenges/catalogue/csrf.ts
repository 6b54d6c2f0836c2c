import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 34,
  key: "csrfChallenge",
  name: "CSRF",
  category: "Broken Access Control",
  difficulty: 3,
  tags: [],
  description: "Change a logged-in user's username from a page on another site.",
  hints: [
    "The profile form does not check where it was sent from.",
    "A form on any other origin can post to the shop, and the browser adds the user's cookie.",
    "Shop served over plain http from a network address? Chromium sends the cookie with another site's post only in the two minutes after signing in.",
  ],
  mitigationUrl: `${cheatSheets}/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "France", code: "FR" },
});
