import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 77,
  key: "captchaBypassChallenge",
  name: "CAPTCHA Bypass",
  category: "Broken Anti Automation",
  difficulty: 3,
  tags: ["Brute Force"],
  description: "Flood the feedback box: submit 10 or more customer feedbacks within 20 seconds.",
  hints: [
    "Nobody types and solves ten captchas in twenty seconds. A script does.",
    "Look closely at what the shop sends when it asks for a captcha, and whether a solved one can be used again.",
  ],
  mitigationUrl: `${cheatSheets}/Denial_of_Service_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Cuba", code: "CU" },
});
