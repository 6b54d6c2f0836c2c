import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 91,
  key: "geoStalkingVisualChallenge",
  name: "Visual Geo Stalking",
  category: "Sensitive Data Exposure",
  difficulty: 2,
  tags: ["OSINT"],
  description: "Reset Ellie Marmalade's password through the Forgot Password page, with the answer her own photo shows.",
  hints: [
    "Ellie shared a photo of where her working life began.",
    "Look at the picture itself, closely: signs are meant to be read.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Niger", code: "NE" },
});
