import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 74,
  key: "videoXssChallenge",
  name: "Video XSS",
  category: "XSS",
  difficulty: 6,
  tags: ["Danger Zone"],
  description:
    "Make the shop's promotion page run <code>&lt;script&gt;alert(`xss`)&lt;/script&gt;</code> for everyone who watches it.",
  hints: [
    "The promotion video's subtitles are written into the page as they are, inside a script element.",
    "The subtitles are a file next to the video. You have already found a way to write files.",
  ],
  mitigationUrl: `${cheatSheets}/Cross_Site_Scripting_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Sudan", code: "SD" },
});
