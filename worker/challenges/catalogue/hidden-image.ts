import { namesAny } from "../report-terms";
import { defineChallenge } from "../types";

export default defineChallenge({
  id: 85,
  key: "hiddenImageChallenge",
  name: "Steganography",
  category: "Security through Obscurity",
  difficulty: 4,
  tags: ["Shenanigans"],
  description: "Someone smuggled a stowaway into one of the shop's pictures. Tell the shop who it is.",
  hints: [
    "Look at the pictures of the about page, bit by bit.",
    "The least a pixel's colour can change is a good place to hide a message.",
  ],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Tanzania", code: "TZ" },
  noVulnerableCode: "The secret is hidden in a picture's pixels, not in a line of code.",
  reportedIn: namesAny("Sir Zestalot", "Zestalot"),
});
