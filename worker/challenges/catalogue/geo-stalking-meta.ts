import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 90,
  key: "geoStalkingMetaChallenge",
  name: "Meta Geo Stalking",
  category: "Sensitive Data Exposure",
  difficulty: 2,
  tags: ["OSINT"],
  description: "Reset Juniper Oakes's password through the Forgot Password page, with the answer her own photo gives away.",
  hints: [
    "Juniper posted a photo of a place that matters to her family on the photo wall.",
    "A camera writes down more than the picture: look at the photo's metadata.",
  ],
  mitigationUrl: `${cheatSheets}/Forgot_Password_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Nicaragua", code: "NI" },
});
