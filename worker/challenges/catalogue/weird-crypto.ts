import { namesAny } from "../report-terms";
import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 80,
  key: "weirdCryptoChallenge",
  name: "Weird Crypto",
  category: "Cryptographic Issues",
  difficulty: 2,
  tags: [],
  description: "Tell the shop about an algorithm or library it should never have used the way it does.",
  hints: [
    "Look at how the shop stores passwords, encodes coupons and progress codes.",
    "Report it through the contact form or a complaint, by the algorithm's or library's name.",
  ],
  mitigationUrl: `${cheatSheets}/Cryptographic_Storage_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Tajikistan", code: "TJ" },
  /** Unsalted MD5 passwords, hashids continue codes, z85 (base85) coupons, a base64 "password". */
  reportedIn: namesAny("md5", "hashids", "z85", "base85", "base64"),
});
