import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 97,
  key: "forgedCouponChallenge",
  name: "Forged Coupon",
  category: "Cryptographic Issues",
  difficulty: 6,
  tags: ["Good for Demos", "Code Analysis"],
  description: "Make your own coupon that takes at least 80% off an order, and check out with it.",
  hints: [
    "The sales team kept a backup of old newsletter coupons on the file server. Ten characters, all printable: which encoding makes those?",
    "Decode a few old coupons and compare them. Nothing but an encoding protects what they say.",
  ],
  mitigationUrl: `${cheatSheets}/Cryptographic_Storage_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Yemen", code: "YE" },
});
