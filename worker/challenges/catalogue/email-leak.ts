import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 31,
  key: "emailLeakChallenge",
  name: "Email Leak",
  category: "Sensitive Data Exposure",
  difficulty: 5,
  tags: [],
  description: "Read the logged-in user's email address from another website, through the shop's own API.",
  hints: [
    "Browsers stop one site from reading another's responses, unless the response is a script.",
    "Ask the endpoint that knows who you are to wrap its answer in a function call.",
  ],
  mitigationUrl: `${cheatSheets}/HTML5_Security_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Colombia", code: "CO" },
});
